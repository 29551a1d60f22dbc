import Chip from '@mui/material/Chip';
import type { AdminQuiz } from '@wilco/shared';
import dayjs from 'dayjs';
import { PUBLISH_FILTER_LABELS } from '../../utils/quiz-filter';

const COLORS = { published: 'success', scheduled: 'info', expired: 'default', draft: 'warning' } as const;

const when = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY h:mm A') : null);

/** The quiz's state right now, with the date that decides it in the tooltip-free label text. */
export function PublishChip({ quiz }: { quiz: AdminQuiz }) {
  const state = quiz.display_state;
  const date =
    state === 'scheduled' ? when(quiz.publish_at) : state === 'expired' ? when(quiz.expire_at) : null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={date ? `${PUBLISH_FILTER_LABELS[state]} · ${date}` : PUBLISH_FILTER_LABELS[state]}
    />
  );
}
