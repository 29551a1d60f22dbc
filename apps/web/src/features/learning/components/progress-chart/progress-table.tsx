import type { WeeklyAreaScores } from '@wilco/shared';
import { toPercentage } from '@wilco/shared';

export const NO_HISTORY = 'No progress to chart yet: answer a few questions and come back next week.';

/**
 * The line chart's data as a table for screen readers (docs/product/learning.md, "Progress over time"):
 * one row per week, one column per area, scores as percentages.
 */
export function ProgressTable({ data }: { data: WeeklyAreaScores }) {
  return (
    <table>
      <caption>Score per area at the end of each week</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {data.areas.map((a) => (
            <th key={a.area_id} scope="col">
              {a.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.weeks.map((week, i) => (
          <tr key={week}>
            <th scope="row">{week}</th>
            {data.areas.map((a) => (
              <td key={a.area_id}>{`${toPercentage(a.scores[i] ?? 0)}%`}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
