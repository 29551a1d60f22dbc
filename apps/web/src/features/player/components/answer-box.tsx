import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useFocusBack } from '../../../lib/focus-back';
import { isSendKey } from '../../../lib/send-key';

type AnswerBoxProps = {
  canAnswer: boolean;
  canSkip: boolean;
  hintId: string;
  onSend: (text: string) => Promise<boolean>;
  onSkip: () => void;
  /** In voice mode typing is the fallback, and the label says so. */
  label?: string;
};

/** Enter sends, Shift+Enter starts a new line. */
export function AnswerBox({
  canAnswer,
  canSkip,
  hintId,
  onSend,
  onSkip,
  label = 'Your answer',
}: AnswerBoxProps) {
  const [text, setText] = useState('');
  const hasText = text.trim().length > 0;
  // The box is disabled while the answer is judged: focus comes back to it for the next one.
  const focusBack = useFocusBack<HTMLTextAreaElement>(canAnswer);

  const send = async () => {
    if (!canAnswer || !hasText) return;
    focusBack.sent();
    const draft = text;
    setText('');
    // The answer stays in the box when it could not be sent.
    if (!(await onSend(draft))) setText(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    void send();
  };

  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        inputRef={focusBack.ref}
        multiline
        minRows={2}
        maxRows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={!canAnswer}
        slotProps={{ htmlInput: { maxLength: 2000, 'aria-describedby': hintId } }}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onSkip} disabled={!canSkip}>
          Skip Question
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={!canAnswer || !hasText}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
