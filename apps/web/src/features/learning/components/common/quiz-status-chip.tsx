import Chip from '@mui/material/Chip';
import type { QuizStatus } from '../../utils/quiz-status';

const COLOR = { 'In progress': 'warning', Completed: 'success', 'Not started': 'default' } as const;

export function QuizStatusChip({ status }: { status: QuizStatus }) {
  return (
    <Chip
      size="small"
      label={status}
      color={COLOR[status]}
      variant={status === 'Not started' ? 'outlined' : 'filled'}
    />
  );
}
