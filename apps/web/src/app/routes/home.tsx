import { PageHeader } from '../../components/ui/page-header';
import { HomeView } from '../../features/learning/components/home/home-view';
import { QuizLaunchGate } from '../../features/learning/components/launch/quiz-launch-gate';
import { QuizPanels } from '../../features/learning/components/panel/lazy-quiz-panels';
import { SettingsButton } from '../../features/settings/components/settings-button';
import { LazyQuizPlayer } from './lazy-quiz-player';

/**
 * /Home (docs/product/shell-and-accounts.md, "Routes"; the older /Home/indexV1 is home-v1.tsx). Its
 * first render has no MUI: the parts are imported from their files, not the features' indexes,
 * which also export MUI views (decision 036); the player and side cards load with their first use.
 */
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
