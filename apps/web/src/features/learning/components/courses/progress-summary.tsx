import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AreaCard } from '@wilco/shared';

type Progress = Pick<
  AreaCard,
  'title' | 'attemptedQuestions' | 'totalQuestions' | 'quizzesInProgress' | 'scorePercentage'
>;

/** Derived course and area card figures (docs/product/learning.md, "Courses"). */
export function ProgressSummary({ progress }: { progress: Progress }) {
  const { attemptedQuestions, totalQuestions, quizzesInProgress, scorePercentage } = progress;
  const attemptedPercent = totalQuestions > 0 ? Math.round((attemptedQuestions / totalQuestions) * 100) : 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
      <LinearProgress
        variant="determinate"
        value={attemptedPercent}
        aria-label={`${progress.title}: questions attempted`}
        aria-valuetext={`${attemptedQuestions} of ${totalQuestions} questions attempted`}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
      >
        <span>{`${attemptedQuestions}/${totalQuestions} questions attempted`}</span>
        <span>{`${quizzesInProgress} in progress`}</span>
        <span>{`Score ${scorePercentage}%`}</span>
      </Typography>
    </Box>
  );
}
