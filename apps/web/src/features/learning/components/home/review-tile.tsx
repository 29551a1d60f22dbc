import { PlainLinearProgress, PlainTileButton } from '../../../../components/plain/content';
import type { OpenReview } from '@wilco/shared';

type ReviewTileProps = { review: OpenReview; onResume: (review: OpenReview) => void };

/**
 * docs/product/spaced-review.md, "Resuming a review": the open review across courses, listed
 * under Continue learning like a quiz in progress; selecting it resumes it.
 */
export function ReviewTile({ review, onResume }: ReviewTileProps) {
  const percent = review.questions === 0 ? 0 : Math.round((review.answered / review.questions) * 100);
  return (
    <PlainTileButton onClick={() => onResume(review)}>
      <span className="w-tile-title">
        Review
        {/* Label in name (WCAG 2.5.3): the visible text names the card, the state is added unseen. */}
        <span className="w-visually-hidden">, in progress, resume</span>
      </span>{' '}
      <span className="w-body2 w-secondary">Due questions across your courses</span>{' '}
      <PlainLinearProgress value={percent} />
      <span className="w-caption w-secondary">{`${review.answered}/${review.questions} answered`}</span>
    </PlainTileButton>
  );
}
