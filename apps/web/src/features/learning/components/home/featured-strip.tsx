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
    <section aria-labelledby="featured-title">
      <SectionHeading
        id="featured-title"
        title="Featured quizzes"
        actions={
          <RouterLink className="w-button w-button-text" to={paths.quizzes}>
            View all featured quizzes
          </RouterLink>
        }
      />
      {quizzes.length === 0 ? (
        <p className="w-body1 w-secondary">No featured quizzes are available to you yet.</p>
      ) : (
        <QuizGrid quizzes={quizzes} onSelect={onSelect} label="Featured quizzes" />
      )}
    </section>
  );
}
