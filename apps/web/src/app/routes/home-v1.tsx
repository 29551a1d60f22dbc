import { PageHeader } from '../../components/ui/page-header';
import { CompactHomeView, QuizLaunchGate, QuizPanels } from '../../features/learning';
import { LazyQuizPlayer } from './lazy-quiz-player';

/** /Home/indexV1, the older and compact home (docs/product/learning.md, "Older home"). */
export function HomeV1Page() {
  return (
    <>
      <PageHeader title="Home" subtitle="Your exam preparation, compact." />
      <QuizLaunchGate player={<LazyQuizPlayer />}>
        <CompactHomeView />
      </QuizLaunchGate>
      <QuizPanels />
    </>
  );
}

export { HomeV1Page as Component };
