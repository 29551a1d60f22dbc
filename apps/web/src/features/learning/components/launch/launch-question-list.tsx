import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttemptStatus } from '@wilco/shared';
import { LoadError } from '../../../../components/ui/load-error';
import { useQuiz } from '../../api/get-quiz';

const STATUS_LABEL: Partial<Record<AttemptStatus, string>> = {
  correct: 'Answered',
  incorrect: 'Answered',
  skipped: 'Skipped',
};

type LaunchQuestionListProps = {
  quizId: number;
  questionIds: readonly number[];
  /** When resuming: where each question stands. */
  statuses?: ReadonlyMap<number, AttemptStatus>;
};

/** The attempt's questions in the order they will be asked. */
export function LaunchQuestionList({ quizId, questionIds, statuses }: LaunchQuestionListProps) {
  const query = useQuiz(quizId);
  if (query.error)
    return <LoadError what="the questions" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack spacing={1} role="status" aria-busy aria-label="Loading questions">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" />
        ))}
      </Stack>
    );
  }
  const byId = new Map(query.data.questions.map((q) => [q.question_id, q]));
  return (
    <Stack component="ol" aria-label="Questions in order" spacing={1.25} sx={{ m: 0, pl: 3 }}>
      {questionIds.map((id) => {
        const status = statuses?.get(id);
        const label = status ? STATUS_LABEL[status] : undefined;
        return (
          <li key={id}>
            <Typography component="span">{byId.get(id)?.question ?? `Question ${id}`}</Typography>
            {statuses ? (
              <Chip
                size="small"
                sx={{ ml: 1 }}
                label={label ?? 'Not answered yet'}
                color={label ? 'success' : 'default'}
                variant="outlined"
              />
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
