import { useDeferredValue } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { RenderWhenIdle } from '../../../../lib/render-when-idle';
import { usePageDisplay } from '../../../../lib/settings-dialog';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { useHomePage } from '../../api/get-home-page';
import { useReviewSummary } from '../../api/get-review-summary';
import { usePageData } from '../../hooks/use-page-data';
import { useSelectQuiz } from '../../hooks/use-select-quiz';
import { emptyHomePage, sampleHomePage } from '../../utils/sample-pages';
import { TilesSkeleton } from '../common/tiles-skeleton';
import { Dashboard } from '../dashboard/dashboard';
import { DashboardSkeleton } from '../dashboard/dashboard-skeleton';
import { ProgressSection } from '../progress-chart/progress-section';
import { DueReviewCard } from '../review/due-review-card';
import { ContinueLearning } from './continue-learning';
import { FeaturedStrip } from './featured-strip';
import './home.css';

/**
 * Home (docs/product/learning.md, "Home"): dashboard, continue learning and featured quizzes. Plain
 * elements throughout: Home's first render runs no MUI or emotion (decision 036).
 */
export function HomeView() {
  const display = usePageDisplay('home');
  const query = useHomePage({ enabled: display === 'live' });
  const page = usePageData(display, query, sampleHomePage, emptyHomePage);
  const onSelect = useSelectQuiz(page.isSample);
  // The same query the Due for review card reads: the open review across courses, if any.
  const review = useReviewSummary({ enabled: display === 'live' });
  const resume = useQuizLaunch((s) => s.resume);
  // The answer arrives as an urgent update; the dashboard it fills renders as a transition, in
  // slices, and what is below the fold after it (decision 036: Home's total blocking time).
  const data = useDeferredValue(page.data);

  if (page.error) return <LoadError what="your dashboard" error={page.error} onRetry={page.retry} />;
  if (page.isLoading || !data) {
    return (
      <div className="w-home w-home-loading">
        <DashboardSkeleton />
        <TilesSkeleton count={3} label="Loading quizzes" />
      </div>
    );
  }
  return (
    <div className="w-home">
      <Dashboard dashboard={data.dashboard} />
      <RenderWhenIdle minHeight={600}>
        <div className="w-home">
          {page.isSample ? null : <ProgressSection />}
          {page.isSample ? null : <DueReviewCard />}
          <ContinueLearning
            quizzes={data.continue_learning}
            onSelect={onSelect}
            openReview={page.isSample ? null : review.data?.open_review}
            onResumeReview={(r) => resume(r.quiz_attempt_id, 'course')}
          />
          <FeaturedStrip sections={data.featured} onSelect={onSelect} />
        </div>
      </RenderWhenIdle>
    </div>
  );
}
