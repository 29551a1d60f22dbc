import { toPercentage, type WeeklyAreaScores } from '@wilco/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import '../../../../components/plain/content.css';
import { ProgressTable } from './progress-table';
import './progress-chart.css';

// The theme's main colours as CSS variables (components/plain/plain.css, content.css), so the lines
// follow the colour scheme without MUI's theme (decision 036).
const PALETTE = [
  'var(--w-primary)',
  'var(--w-secondary)',
  'var(--w-success)',
  'var(--w-warning)',
  'var(--w-info)',
  'var(--w-error)',
];

/**
 * Score per area over the weeks (docs/product/learning.md, "Progress over time"). Recharts lives only in this
 * module, which callers load with React.lazy so it stays out of the sign-in bundle; the drawing is hidden from
 * screen readers and the table says the same.
 */
export default function ProgressLineChart({ data }: { data: WeeklyAreaScores }) {
  const rows = data.weeks.map((week, i) => ({
    week,
    ...Object.fromEntries(data.areas.map((a) => [a.name, toPercentage(a.scores[i] ?? 0)])),
  }));
  return (
    <div>
      <div className="w-progress-chart" aria-hidden="true">
        <ResponsiveContainer>
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" />
            <YAxis domain={[0, 100]} unit="%" />
            <Tooltip />
            <Legend />
            {data.areas.map((a, i) => (
              <Line key={a.area_id} type="monotone" dataKey={a.name} stroke={PALETTE[i % PALETTE.length]} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="w-visually-hidden">
        <ProgressTable data={data} />
      </div>
    </div>
  );
}
