import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FeaturedSection, QuizCard } from '@wilco/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { QuizGrid } from '../common/quiz-grid';
import { SectionHeading } from '../common/section-heading';

export const FEATURED_STRIP_SIZE = 4;

type FeaturedStripProps = { sections: readonly FeaturedSection[]; onSelect: (quiz: QuizCard) => void };

/** A few featured quizzes, and the way to all of them (docs/product/learning.md, "Home"). */
export function FeaturedStrip({ sections, onSelect }: FeaturedStripProps) {
  const quizzes = sections.flatMap((s) => s.quizzes).slice(0, FEATURED_STRIP_SIZE);
  return (
    <Box component="section" aria-labelledby="featured-title">
      <SectionHeading
        id="featured-title"
        title="Featured quizzes"
        actions={
          <Button component={RouterLink} to={paths.quizzes}>
            View all featured quizzes
          </Button>
        }
      />
      {quizzes.length === 0 ? (
        <Typography color="text.secondary">No featured quizzes are available to you yet.</Typography>
      ) : (
        <QuizGrid quizzes={quizzes} onSelect={onSelect} label="Featured quizzes" />
      )}
    </Box>
  );
}
