import { PageHeader } from '../../components/ui/page-header';
import { QuizLaunchGate, QuizPanels, QuizzesView } from '../../features/learning';
import { LazyQuizPlayer } from './lazy-quiz-player';
import { SettingsButton } from '../../features/settings';

export function QuizzesPage() {
  return (
    <>
      <PageHeader
        title="Featured Quizzes"
        subtitle="Quizzes picked for your exam."
        actions={<SettingsButton />}
      />
      <QuizLaunchGate player={<LazyQuizPlayer />}>
        <QuizzesView />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { QuizzesPage as Component };
