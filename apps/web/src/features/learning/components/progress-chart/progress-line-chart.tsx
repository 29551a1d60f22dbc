import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { toPercentage, type WeeklyAreaScores } from '@wilco/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { ProgressTable } from './progress-table';

/**
 * Score per area over the weeks (docs/product/learning.md, "Progress over time"). Recharts lives only in this
 * module, which callers load with React.lazy so it stays out of the sign-in bundle; the drawing is hidden from
 * screen readers and the table says the same.
 */
export default function ProgressLineChart({ data }: { data: WeeklyAreaScores }) {
  const theme = useTheme();
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.error.main,
  ];
  const rows = data.weeks.map((week, i) => ({
    week,
    ...Object.fromEntries(data.areas.map((a) => [a.name, toPercentage(a.scores[i] ?? 0)])),
  }));
  return (
    <Box>
      <Box aria-hidden sx={{ width: '100%', height: 240 }}>
        <ResponsiveContainer>
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" />
            <YAxis domain={[0, 100]} unit="%" />
            <Tooltip />
            <Legend />
            {data.areas.map((a, i) => (
              <Line key={a.area_id} type="monotone" dataKey={a.name} stroke={palette[i % palette.length]} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <Box sx={visuallyHidden}>
        <ProgressTable data={data} />
      </Box>
    </Box>
  );
}
