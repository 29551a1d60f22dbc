import { PageHeader } from '../../components/ui/page-header';
import { QuizLaunchGate, QuizPanels, QuizzesView } from '../../features/learning';
import { QuizPlayer } from '../../features/player';
import { SettingsButton } from '../../features/settings';

export function QuizzesPage() {
  return (
    <>
      <PageHeader
        title="Featured Quizzes"
        subtitle="Quizzes picked for your exam."
        actions={<SettingsButton />}
      />
      <QuizLaunchGate player={<QuizPlayer />}>
        <QuizzesView />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { QuizzesPage as Component };
