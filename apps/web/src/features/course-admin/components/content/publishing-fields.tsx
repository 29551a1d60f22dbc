import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminQuiz } from '@wilco/shared';
import dayjs from 'dayjs';
import { PUBLISH_FILTER_LABELS } from '../../utils/quiz-filter';
import type { FieldErrors } from '../../../../lib/forms/field-errors';

export type PublishState = AdminQuiz['publish_state'];
/** What the inputs hold: datetime-local strings in the admin's own time zone, '' = none. */
export type Publishing = { state: PublishState; publishAt: string; expireAt: string };

const STATES: PublishState[] = ['published', 'scheduled', 'draft', 'expired'];
const LOCAL = 'YYYY-MM-DDTHH:mm';

export const publishingOf = (quiz: AdminQuiz): Publishing => ({
  state: quiz.publish_state,
  publishAt: quiz.publish_at ? dayjs(quiz.publish_at).format(LOCAL) : '',
  expireAt: quiz.expire_at ? dayjs(quiz.expire_at).format(LOCAL) : '',
});

/** A quiz the builder creates starts as a draft, so learners do not see it half-built. */
export const NEW_QUIZ_PUBLISHING: Publishing = { state: 'draft', publishAt: '', expireAt: '' };

/** The body fields of `PUT quiz/{id}`; the server (and the shared schema) check the rules. */
export const publishingBody = (p: Publishing) => ({
  publish_state: p.state,
  publish_at: p.state === 'scheduled' && p.publishAt ? dayjs(p.publishAt).toISOString() : null,
  expire_at: p.expireAt ? dayjs(p.expireAt).toISOString() : null,
});

type Props = { value: Publishing; onChange: (next: Publishing) => void; errors: FieldErrors };

/** Publishing of a quiz: its state, when a scheduled quiz goes live, and when it expires. */
export function PublishingFields({ value, onChange, errors }: Props) {
  const dateProps = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Publishing"
        value={value.state}
        onChange={(e) => onChange({ ...value, state: e.target.value as PublishState })}
        sx={{ minWidth: 160 }}
        error={Boolean(errors.publish_state)}
        helperText={errors.publish_state}
      >
        {STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {PUBLISH_FILTER_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      {value.state === 'scheduled' ? (
        <TextField
          {...dateProps}
          label="Publish at"
          required
          value={value.publishAt}
          onChange={(e) => onChange({ ...value, publishAt: e.target.value })}
          error={Boolean(errors.publish_at)}
          helperText={errors.publish_at ?? 'Learners see it from then on.'}
        />
      ) : null}
      <TextField
        {...dateProps}
        label="Expires at"
        value={value.expireAt}
        onChange={(e) => onChange({ ...value, expireAt: e.target.value })}
        error={Boolean(errors.expire_at)}
        helperText={errors.expire_at ?? 'Optional: no longer offered after.'}
      />
    </Stack>
  );
}
