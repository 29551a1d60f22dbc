import '../../../../components/plain/content.css';
import { ProgressOverTime } from './progress-over-time';
import './progress-chart.css';

/** Home's "Progress over time" section (docs/product/learning.md, "Progress over time"). */
export function ProgressSection({ courseId }: { courseId?: number }) {
  const id = `progress-over-time-${courseId ?? 'all'}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="w-h2 w-progress-title">
        Progress over time
      </h2>
      <ProgressOverTime courseId={courseId} />
    </section>
  );
}
