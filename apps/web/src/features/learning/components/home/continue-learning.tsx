import type { OpenReview, QuizCard } from '@wilco/shared';
import { useState } from 'react';
import { PlainButton } from '../../../../components/plain/controls';
import { SearchField } from '../../../../components/ui/search-field';
import { lazyWithTheme } from '../../../../components/theme/lazy-with-theme';
import { OnFirstNeed } from '../../../../lib/on-first-need';
import { matchesSearch } from '../../utils/filter-sections';
import { QuizGrid } from '../common/quiz-grid';
import { SectionHeading } from '../common/section-heading';
import { ReviewTile } from './review-tile';

/** How many quizzes in progress the home page shows before 'View all'. */
export const CONTINUE_LEARNING_PREVIEW = 3;

// A MUI dialog: loaded with MUI's theme when first opened, as Home renders without MUI (decision 036).
const AllContinueLearningDialog = lazyWithTheme(() =>
  import('./all-continue-learning-dialog').then((m) => m.AllContinueLearningDialog),
);

type ContinueLearningProps = {
  quizzes: readonly QuizCard[];
  onSelect: (quiz: QuizCard) => void;
  /** The open review across courses (docs/product/spaced-review.md, "Resuming a review"). */
  openReview?: OpenReview | null;
  onResumeReview?: (review: OpenReview) => void;
};

/**
 * docs/product/learning.md, "Home": the learner's quizzes in progress, with a title search and an 'all' view.
 */
export function ContinueLearning({ quizzes, onSelect, openReview, onResumeReview }: ContinueLearningProps) {
  const [search, setSearch] = useState('');
  const [isAllOpen, setAllOpen] = useState(false);
  const matching = quizzes.filter((q) => matchesSearch(q.name, search));
  const review =
    openReview && onResumeReview && matchesSearch('Review', search) ? (
      <ReviewTile review={openReview} onResume={onResumeReview} />
    ) : null;

  const onSelectFromAll = (quiz: QuizCard) => {
    setAllOpen(false);
    onSelect(quiz);
  };

  return (
    <section aria-labelledby="continue-learning-title">
      <SectionHeading
        id="continue-learning-title"
        title="Continue learning"
        actions={
          quizzes.length > 0 ? (
            <>
              <SearchField label="Search quizzes in progress" value={search} onChange={setSearch} />
              <PlainButton onClick={() => setAllOpen(true)}>{`View all (${quizzes.length})`}</PlainButton>
            </>
          ) : null
        }
      />
      {quizzes.length === 0 && !review ? (
        <p className="w-body1 w-secondary">
          No quizzes in progress. Start a featured quiz below or a quiz from your courses, and it will wait
          for you here.
        </p>
      ) : matching.length === 0 && !review ? (
        <p
          className="w-body1 w-secondary"
          role="status"
        >{`No quizzes in progress match “${search.trim()}”.`}</p>
      ) : (
        <QuizGrid
          quizzes={matching.slice(0, CONTINUE_LEARNING_PREVIEW)}
          onSelect={onSelect}
          label="Quizzes in progress"
          lead={review}
        />
      )}
      <OnFirstNeed when={isAllOpen}>
        <AllContinueLearningDialog
          open={isAllOpen}
          quizzes={quizzes}
          onClose={() => setAllOpen(false)}
          onSelect={onSelectFromAll}
        />
      </OnFirstNeed>
    </section>
  );
}
