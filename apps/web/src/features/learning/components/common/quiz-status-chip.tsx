import { PlainChip } from '../../../../components/plain/content';
import type { QuizStatus } from '../../utils/quiz-status';

const COLOR = { 'In progress': 'warning', Completed: 'success', 'Not started': 'default' } as const;

/** The quiz's status as a small chip: filled in colour once started, outlined before. */
export function QuizStatusChip({ status }: { status: QuizStatus }) {
  return <PlainChip label={status} color={COLOR[status]} />;
}
