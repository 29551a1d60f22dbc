import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../../components/ui/load-error';
import { useQuizAttempts } from '../../api/get-quiz-attempts';
import { toAttemptRows } from '../../utils/attempt-rows';
import { AttemptsTable } from './attempts-table';

/** Attempts side card (docs/product/learning.md, "Side cards"): the learner's attempts of one quiz. */
export function AttemptsView({ quizId, quizName }: { quizId: number; quizName: string }) {
  const query = useQuizAttempts(quizId);
  if (query.error)
    return <LoadError what="your attempts" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack spacing={1} role="status" aria-busy aria-label="Loading attempts">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={32} />
        ))}
      </Stack>
    );
  }
  const rows = toAttemptRows(query.data.quiz_attempts);
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary">
        No attempts yet. Each time you take this quiz, the attempt is listed here.
      </Typography>
    );
  }
  return <AttemptsTable rows={rows} caption={`Attempts of ${quizName}`} />;
}
