import { PageHeader } from '../../components/ui/page-header';
import { HomeView, QuizLaunchGate, QuizPanels } from '../../features/learning';
import { LazyQuizPlayer } from './lazy-quiz-player';
import { SettingsButton } from '../../features/settings';

/** /Home and its older variant /Home/indexV1 (docs/product/shell-and-accounts.md, "Routes"). */
export function HomePage() {
  return (
    <>
      <PageHeader title="Home" subtitle="Your exam preparation at a glance." actions={<SettingsButton />} />
      <QuizLaunchGate player={<LazyQuizPlayer />}>
        <HomeView />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { HomePage as Component };
