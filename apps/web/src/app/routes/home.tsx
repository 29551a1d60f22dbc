import { PageHeader } from '../../components/ui/page-header';
import { HomeView, QuizLaunchGate, QuizPanels } from '../../features/learning';
import { QuizPlayer } from '../../features/player';
import { SettingsButton } from '../../features/settings';

/** /Home and its older variant /Home/indexV1 (docs/product/shell-and-accounts.md, "Routes"). */
export function HomePage() {
  return (
    <>
      <PageHeader title="Home" subtitle="Your exam preparation at a glance." actions={<SettingsButton />} />
      <QuizLaunchGate player={<QuizPlayer />}>
        <HomeView />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { HomePage as Component };
