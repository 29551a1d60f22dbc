import type { Dashboard } from '@wilco/shared';
import '../../../../components/plain/content.css';
import './dashboard.css';

type Day = Dashboard['days_practised'][number];

const WIDTH = 280;
const HEIGHT = 120;
const BAR_AREA = 92;
const SLOT = WIDTH / 7;
const BAR = 22;

/**
 * docs/product/learning.md, "Dashboard": one bar per weekday over the last 7 days; the table says the same to
 * screen readers.
 */
export function DaysPractisedChart({ days }: { days: readonly Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.questions));
  const practised = days.filter((d) => d.practised).length;
  return (
    <div>
      <p className="w-body2 w-days-caption">{`Practised on ${practised} of the last ${days.length} days`}</p>
      <svg className="w-days-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        <line x1={0} x2={WIDTH} y1={BAR_AREA} y2={BAR_AREA} stroke="currentColor" strokeOpacity={0.3} />
        {days.map((day, i) => {
          const height = day.questions === 0 ? 2 : Math.max(6, (day.questions / max) * (BAR_AREA - 8));
          const x = i * SLOT + (SLOT - BAR) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={BAR_AREA - height}
                width={BAR}
                height={height}
                rx={3}
                fill="currentColor"
                fillOpacity={day.practised ? 1 : 0.25}
              />
              <text x={x + BAR / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill="currentColor">
                {day.weekday}
              </text>
            </g>
          );
        })}
      </svg>
      {/* A table is as wide as its content; the wrapper keeps it from widening the page. */}
      <div className="w-visually-hidden">
        <table>
          <caption>Questions answered on each of the last 7 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Date</th>
              <th scope="col">Questions answered</th>
              <th scope="col">Practised</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.weekday}</th>
                <td>{day.date}</td>
                <td>{day.questions}</td>
                <td>{day.practised ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
