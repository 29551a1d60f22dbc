import { lazyWithTheme } from '../../../../components/theme/lazy-with-theme';
import { OnFirstNeed } from '../../../../lib/on-first-need';
import { useQuizPanel } from '../../stores/quiz-panel-store';

// The side cards and the take-quiz modal bring the attempts table, search field and forms: loaded
// when a quiz is first selected, not with the page, and with MUI's theme, as Home renders without
// it (decision 036).
const Panels = lazyWithTheme(() => import('./quiz-panels').then((m) => m.QuizPanels));

/** The quiz side cards (docs/product/learning.md, "Side cards"), from the first quiz selected. */
export function QuizPanels() {
  const selected = useQuizPanel((s) => s.quiz !== null);
  return (
    <OnFirstNeed when={selected}>
      <Panels />
    </OnFirstNeed>
  );
}
