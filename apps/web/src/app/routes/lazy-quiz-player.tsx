import { Suspense } from 'react';
import { lazyWithTheme } from '../../components/theme/lazy-with-theme';
import { PageFallback } from '../../components/ui/page-fallback';
import { withChunkReload } from '../../lib/chunk-reload';

// A chunk missing after a deploy reloads the page, as for routes. MUI's theme loads with the
// player: Home renders without it (decision 036).
const QuizPlayer = lazyWithTheme(
  withChunkReload(async () => (await import('../../features/player')).QuizPlayer),
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
