import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@wilco/shared';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notifications';
import { useUpdateExamDate } from '../api/update-exam-date';
import { useAccountDialog } from '../stores/account-dialog-store';
import {
  EXAM_DATE_CLEARED_MESSAGE,
  EXAM_DATE_INVALID_MESSAGE,
  EXAM_DATE_SAVED_MESSAGE,
  formatExamDate,
  initialExamDateInput,
  isFutureExamDate,
  toExamDatePayload,
  tomorrowInput,
} from '../utils/exam-date';

/**
 * docs/product/shell-and-accounts.md, "Exam date": pick, submit or reset the exam date; a past date is
 * refused before any call.
 */
export function ExamDateSection({ user }: { user: CurrentUser }) {
  const examDate = user.db_user.exam_date;
  // Unique per instance: the /User page and the Account Settings dialog can both be open.
  const headingId = useId();
  const [input, setInput] = useState(() => initialExamDateInput(examDate));
  const update = useUpdateExamDate();
  const userId = user.db_user.user_id;
  const pending = update.isPending ? (update.variables.examDate === null ? 'reset' : 'submit') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isFutureExamDate(input)) {
      notify({ message: EXAM_DATE_INVALID_MESSAGE, color: 'error' });
      return;
    }
    update.mutate(
      { userId, examDate: toExamDatePayload(input) },
      { onSuccess: () => notify({ message: EXAM_DATE_SAVED_MESSAGE, color: 'success' }) },
    );
  };

  const onReset = () =>
    update.mutate(
      { userId, examDate: null },
      {
        onSuccess: () => {
          setInput(tomorrowInput());
          notify({ message: EXAM_DATE_CLEARED_MESSAGE, color: 'success' });
        },
      },
    );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Exam date
      </Typography>
      <Typography color="text.secondary" aria-live="polite" data-testid="current-exam-date">
        {formatExamDate(examDate)}
      </Typography>
      <TextField
        label="Choose your exam date"
        type="date"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        disabled={pending !== null}
        // Opened from Home's "Set exam date": the picker takes the focus.
        autoFocus={useAccountDialog.getState().focus === 'exam-date'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrowInput() } }}
        sx={{ maxWidth: 260 }}
      />
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="outlined"
          onClick={onReset}
          disabled={!examDate || pending === 'submit'}
          loading={pending === 'reset'}
        >
          Reset
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={pending === 'reset'}
          loading={pending === 'submit'}
        >
          Submit Date
        </Button>
      </Stack>
    </Stack>
  );
}
