import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { QuizLaunchGate, QuizPanels, WidgetLauncher } from '../../features/learning';
import { QuizPlayer } from '../../features/player';

/**
 * The page a learning management system embeds (docs/product/learning.md, "Widget"): start or continue
 * practice here.
 */
export function WidgetPage() {
  return (
    <>
      <PageHeader title="Wilco practice" subtitle="Continue a quiz or start a featured one." />
      {/* Leaving a quiz comes back here, not to /Quizzes: the learner stays inside the LMS frame. */}
      <QuizLaunchGate player={<QuizPlayer returnPath={paths.widget} />}>
        <WidgetLauncher />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { WidgetPage as Component };
