import { PlainSkeleton } from '../../../../components/plain/content';
import './dashboard.css';

/** The dashboard's shape while its data loads, so nothing jumps when it arrives. */
export function DashboardSkeleton() {
  return (
    <div className="w-dashboard-grid" aria-busy aria-label="Loading dashboard" role="status">
      {Array.from({ length: 6 }, (_, i) => (
        <PlainSkeleton key={i} height={140} />
      ))}
    </div>
  );
}
