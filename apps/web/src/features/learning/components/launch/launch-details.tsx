import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizAttempt } from '@wilco/shared';
import { AttemptsView } from '../panel/attempts-view';
import { LaunchQuestionList } from './launch-question-list';

const MODE_LABEL = { voice: 'Voice', chat: 'Chat', text: 'Chat' } as const;
const FINAL = new Set(['correct', 'incorrect', 'skipped']);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </>
  );
}

/** The attempt's mode, set and questions in order, and where it is listed. */
export function LaunchDetails({ attempt, isResuming }: { attempt: QuizAttempt; isResuming: boolean }) {
  const ordered = [...attempt.question_attempts].sort((a, b) => a.position - b.position);
  const ids = ordered.map((q) => q.question_id);
  const statuses = new Map(ordered.map((q) => [q.question_id, q.attempt_status]));
  const done = ordered.filter((q) => FINAL.has(q.attempt_status)).length;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="success">
        Your attempt is saved and listed as in progress. You can pick it up any time from Home, Courses or
        Featured Quizzes.
      </Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Fact label="Mode" value={MODE_LABEL[attempt.attempt_type]} />
        <Fact label="Question set" value={attempt.question_set} />
        <Fact label="Questions" value={isResuming ? `${done} of ${ids.length} done` : String(ids.length)} />
      </Box>
      {attempt.quiz_id === null ? null : (
        <>
          <Typography variant="h6" component="h3">
            Questions in order
          </Typography>
          <LaunchQuestionList
            quizId={attempt.quiz_id}
            questionIds={ids}
            statuses={isResuming ? statuses : undefined}
          />
          <Typography variant="h6" component="h3">
            Your attempts of this quiz
          </Typography>
          <AttemptsView quizId={attempt.quiz_id} quizName={attempt.name} />
        </>
      )}
    </Stack>
  );
}
