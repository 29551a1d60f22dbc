import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

type TypedFallbackProps = { canSend: boolean; onSend: (text: string) => void };

/** In a voice call the learner may type a transmission instead (a noisy room, a broken mic). */
export function TypedFallback({ canSend, onSend }: TypedFallbackProps) {
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || !canSend) return;
    onSend(text);
    setText('');
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={onSubmit} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label="Or type your transmission"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={!canSend}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button type="submit" variant="outlined" disabled={!canSend || !text.trim()}>
        Send
      </Button>
    </Stack>
  );
}
