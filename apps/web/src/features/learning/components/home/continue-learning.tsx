import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OpenReview, QuizCard } from '@wilco/shared';
import { useState } from 'react';
import { matchesSearch } from '../../utils/filter-sections';
import { QuizGrid } from '../common/quiz-grid';
import { SearchField } from '../../../../components/ui/search-field';
import { SectionHeading } from '../common/section-heading';
import { AllContinueLearningDialog } from './all-continue-learning-dialog';
import { ReviewTile } from './review-tile';

/** How many quizzes in progress the home page shows before 'View all'. */
export const CONTINUE_LEARNING_PREVIEW = 3;

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
    <Box component="section" aria-labelledby="continue-learning-title">
      <SectionHeading
        id="continue-learning-title"
        title="Continue learning"
        actions={
          quizzes.length > 0 ? (
            <>
              <SearchField label="Search quizzes in progress" value={search} onChange={setSearch} />
              <Button onClick={() => setAllOpen(true)}>{`View all (${quizzes.length})`}</Button>
            </>
          ) : null
        }
      />
      {quizzes.length === 0 && !review ? (
        <Typography color="text.secondary">
          No quizzes in progress. Start a featured quiz below or a quiz from your courses, and it will wait
          for you here.
        </Typography>
      ) : matching.length === 0 && !review ? (
        <Typography
          color="text.secondary"
          role="status"
        >{`No quizzes in progress match “${search.trim()}”.`}</Typography>
      ) : (
        <QuizGrid
          quizzes={matching.slice(0, CONTINUE_LEARNING_PREVIEW)}
          onSelect={onSelect}
          label="Quizzes in progress"
          lead={review}
        />
      )}
      <AllContinueLearningDialog
        open={isAllOpen}
        quizzes={quizzes}
        onClose={() => setAllOpen(false)}
        onSelect={onSelectFromAll}
      />
    </Box>
  );
}
