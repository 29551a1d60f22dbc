import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useWeeklyAreaScores } from '../../api/get-weekly-area-scores';
import { NO_HISTORY } from './progress-table';

const ProgressLineChart = lazy(() => import('./progress-line-chart'));

/** Loads the weekly scores and the chart module on demand (docs/product/learning.md, "Progress over time"). */
export function ProgressOverTime({ courseId }: { courseId?: number }) {
  const query = useWeeklyAreaScores(courseId);
  if (query.isPending) return <Typography color="text.secondary">Loading progress…</Typography>;
  if (query.isError)
    return <Typography color="text.secondary">Progress over time is not available.</Typography>;
  if (query.data.weeks.length === 0) return <Typography>{NO_HISTORY}</Typography>;
  return (
    <Suspense fallback={<Typography color="text.secondary">Loading chart…</Typography>}>
      <ProgressLineChart data={query.data} />
    </Suspense>
  );
}
