import type { Lifecycle } from './player-machine';

/** Navigation during a quiz, verbatim (docs/product/quiz-player.md, "Leaving"). */
export const CANNOT_LEAVE_TEXT =
  'You cannot leave this page until the current quiz is either paused or completed.';

export type LeaveDecision = 'leave' | 'confirm' | 'refuse';

/**
 * docs/product/quiz-player.md, "Leaving": a paused (or finished) quiz lets the learner go; one not started
 * yet asks first (Leave Quiz confirmation); a running one refuses with the notice.
 */
export function decideLeave(lifecycle: Lifecycle): LeaveDecision {
  if (lifecycle === 'started') return 'refuse';
  if (lifecycle === 'not-started') return 'confirm';
  return 'leave';
}
