import { PageHeader } from '../../components/ui/page-header';
import { CoursesView, QuizLaunchGate, QuizPanels } from '../../features/learning';
import { LazyQuizPlayer } from './lazy-quiz-player';
import { SettingsButton } from '../../features/settings';

export function CoursePage() {
  return (
    <>
      <PageHeader title="Courses" subtitle="Study by course, area and quiz." actions={<SettingsButton />} />
      <QuizLaunchGate player={<LazyQuizPlayer />}>
        <CoursesView />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { CoursePage as Component };
