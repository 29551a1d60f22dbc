import { PageHeader } from '../../components/ui/page-header';
import { QuizLaunchGate, QuizPanels, QuizzesView } from '../../features/learning';
import { SettingsButton } from '../../features/settings';

export function QuizzesPage() {
  return (
    <>
      <PageHeader
        title="Featured Quizzes"
        subtitle="Quizzes picked for your exam."
        actions={<SettingsButton />}
      />
      <QuizLaunchGate>
        <QuizzesView />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { QuizzesPage as Component };
