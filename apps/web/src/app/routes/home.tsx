import { PageHeader } from '../../components/ui/page-header';
import { HomeView, QuizLaunchGate, QuizPanels } from '../../features/learning';
import { QuizPlayer } from '../../features/player';
import { SettingsButton } from '../../features/settings';

/** /Home and its older variant /Home/indexV1 (spec 01 §2.1). */
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
