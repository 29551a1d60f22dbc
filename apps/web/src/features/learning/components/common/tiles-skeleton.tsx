import { PlainSkeleton } from '../../../../components/plain/content';
import './common.css';

/** Skeleton tiles in the same grid as QuizGrid, while the quizzes load. */
export function TilesSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div className="w-tile-grid" role="status" aria-busy aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <PlainSkeleton key={i} height={150} />
      ))}
    </div>
  );
}
