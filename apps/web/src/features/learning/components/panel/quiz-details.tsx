import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizCard } from '@wilco/shared';
import { attemptedPercent, quizStatus } from '../../utils/quiz-status';
import { QuizStatusChip } from '../common/quiz-status-chip';

type QuizDetailsProps = {
  quiz: QuizCard;
  isSample: boolean;
  onTake: () => void;
  onPreview: () => void;
  onAttempts: () => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** docs/product/learning.md, "Selecting a quiz": the quiz side card of a quiz that is not in progress. */
export function QuizDetails({ quiz, isSample, onTake, onPreview, onAttempts }: QuizDetailsProps) {
  const percent = attemptedPercent(quiz);
  return (
    <Stack spacing={2.5}>
      <Box>
        <QuizStatusChip status={quizStatus(quiz)} />
      </Box>
      {quiz.context ? <Typography color="text.secondary">{quiz.context}</Typography> : null}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Fact label="Questions" value={String(quiz.question_count)} />
        <Fact label="Attempted" value={`${quiz.attemptedQuestions} of ${quiz.question_count}`} />
        <Fact label="Score" value={`${quiz.scorePercentage}%`} />
        <Fact label="Completed attempts" value={String(quiz.attempts)} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Questions attempted"
        aria-valuetext={`${percent}%`}
      />
      {isSample ? (
        <Alert severity="info">
          This is sample data from the Settings dialog. Switch the page back to your own data there to take
          this quiz.
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onTake} disabled={isSample || quiz.question_count === 0}>
          Take Quiz
        </Button>
        <Button variant="outlined" onClick={onPreview} disabled={isSample}>
          Preview Questions
        </Button>
        <Button variant="outlined" onClick={onAttempts} disabled={isSample}>
          Attempts
        </Button>
      </Stack>
    </Stack>
  );
}
