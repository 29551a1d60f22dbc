import { lazy, Suspense } from 'react';
import '../../../../components/plain/content.css';
import { useWeeklyAreaScores } from '../../api/get-weekly-area-scores';
import { NO_HISTORY } from './progress-table';

const ProgressLineChart = lazy(() => import('./progress-line-chart'));

/** Loads the weekly scores and the chart module on demand (docs/product/learning.md, "Progress over time"). */
export function ProgressOverTime({ courseId }: { courseId?: number }) {
  const query = useWeeklyAreaScores(courseId);
  if (query.isPending) return <p className="w-body1 w-secondary">Loading progress…</p>;
  if (query.isError) return <p className="w-body1 w-secondary">Progress over time is not available.</p>;
  if (query.data.weeks.length === 0) return <p className="w-body1">{NO_HISTORY}</p>;
  return (
    <Suspense fallback={<p className="w-body1 w-secondary">Loading chart…</p>}>
      <ProgressLineChart data={query.data} />
    </Suspense>
  );
}
