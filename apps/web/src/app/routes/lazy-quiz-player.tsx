import { lazy, Suspense } from 'react';
import { PageFallback } from '../../components/ui/page-fallback';
import { withChunkReload } from '../../lib/chunk-reload';

// A chunk missing after a deploy reloads the page, as for routes.
const QuizPlayer = lazy(
  withChunkReload(async () => {
    const { QuizPlayer: Player } = await import('../../features/player');
    return { default: Player };
  }),
);

/**
 * The quiz player, loaded when a quiz starts rather than with the page that lists quizzes
 * (docs/product/shell-and-accounts.md, "Loading and reloads").
 */
export function LazyQuizPlayer() {
  return (
    <Suspense fallback={<PageFallback />}>
      <QuizPlayer />
    </Suspense>
  );
}
