import type { ReactNode } from 'react';
import { useResumeFromUrl } from '../../../../lib/attempt-url';
import { useQuizLaunch } from '../../../../lib/quiz-launch';

type QuizLaunchGateProps = {
  children: ReactNode;
  /** The quiz player; the route passes it in, since features do not import each other. */
  player: ReactNode;
};

/**
 * While a quiz is started or being resumed the player takes the page; otherwise the page shows. An attempt
 * named in the URL (`?attempt=`, docs/product/quiz-player.md, "Resuming") is resumed.
 */
export function QuizLaunchGate({ children, player }: QuizLaunchGateProps) {
  const status = useQuizLaunch((s) => s.status);
  useResumeFromUrl();
  return status === 'idle' ? children : player;
}
