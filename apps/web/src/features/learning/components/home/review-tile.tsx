import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import type { OpenReview } from '@wilco/shared';

type ReviewTileProps = { review: OpenReview; onResume: (review: OpenReview) => void };

/**
 * docs/product/spaced-review.md, "Resuming a review": the open review across courses, listed
 * under Continue learning like a quiz in progress; selecting it resumes it.
 */
export function ReviewTile({ review, onResume }: ReviewTileProps) {
  const percent = review.questions === 0 ? 0 : Math.round((review.answered / review.questions) * 100);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onResume(review)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            Review
            {/* Label in name (WCAG 2.5.3): the visible text names the card, the state is added unseen. */}
            <Box component="span" sx={visuallyHidden}>
              , in progress, resume
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Due questions across your courses
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-hidden sx={{ mt: 'auto' }} />
          <Typography variant="caption" color="text.secondary">
            {`${review.answered}/${review.questions} answered`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
