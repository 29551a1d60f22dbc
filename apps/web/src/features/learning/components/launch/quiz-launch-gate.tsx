import type { ReactNode } from 'react';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { LaunchPanel } from './launch-panel';

/** While a quiz is started or being resumed it takes the page; otherwise the page shows as usual. */
export function QuizLaunchGate({ children }: { children: ReactNode }) {
  const status = useQuizLaunch((s) => s.status);
  return status === 'idle' ? children : <LaunchPanel />;
}
