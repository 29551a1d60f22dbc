import type { ReactNode } from 'react';
import { useQuizLaunch } from '../../../../lib/quiz-launch';

type QuizLaunchGateProps = {
  children: ReactNode;
  /** The quiz player; the route passes it in, since features do not import each other. */
  player: ReactNode;
};

/** While a quiz is started or being resumed the player takes the page; otherwise the page shows. */
export function QuizLaunchGate({ children, player }: QuizLaunchGateProps) {
  const status = useQuizLaunch((s) => s.status);
  return status === 'idle' ? children : player;
}
