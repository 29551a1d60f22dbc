import { lazy } from 'react';
import { OnFirstNeed } from '../../../../lib/on-first-need';
import { useQuizPanel } from '../../stores/quiz-panel-store';

// The side cards and the take-quiz modal bring the attempts table, search field and forms: loaded
// when a quiz is first selected, not with the page (decision 036).
const Panels = lazy(() => import('./quiz-panels').then((m) => ({ default: m.QuizPanels })));

/** The quiz side cards (docs/product/learning.md, "Side cards"), from the first quiz selected. */
export function QuizPanels() {
  const selected = useQuizPanel((s) => s.quiz !== null);
  return (
    <OnFirstNeed when={selected}>
      <Panels />
    </OnFirstNeed>
  );
}
