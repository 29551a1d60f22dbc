import { PageHeader } from '../../components/ui/page-header';
import { HomeView, QuizLaunchGate, QuizPanels } from '../../features/learning';
import { LazyQuizPlayer } from './lazy-quiz-player';
import { SettingsButton } from '../../features/settings';

/** /Home (docs/product/shell-and-accounts.md, "Routes"; the older /Home/indexV1 is home-v1.tsx). */
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
