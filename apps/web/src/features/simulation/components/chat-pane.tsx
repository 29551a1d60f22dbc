import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useFocusBack } from '../../../lib/focus-back';
import { isSendKey } from '../../../lib/send-key';
import type { ChatSim } from '../model/machine';
import { SimTranscript } from './sim-transcript';

type ChatPaneProps = {
  sim: ChatSim;
  canSend: boolean;
  title: string;
  onSend: (text: string) => void;
  /** Multi-chat: the end button of this chat. */
  endAction?: React.ReactNode;
  onFocus?: () => void;
};

/** One chat: the exchange, and a field for typed transmissions. */
export function ChatPane({ sim, canSend, title, onSend, endAction, onFocus }: ChatPaneProps) {
  const [text, setText] = useState('');
  const callerName = sim.conversation_display_name || 'Caller';
  const isEnded = sim.status === 'ended';
  // The field is disabled while the station answers: focus comes back to it for the next call.
  const focusBack = useFocusBack<HTMLTextAreaElement>(canSend);
  const send = () => {
    if (!text.trim() || !canSend || isEnded) return;
    focusBack.sent();
    onSend(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // As the quiz player's answer box: Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      onFocusCapture={onFocus}
      onClick={onFocus}
      sx={{ p: { xs: 1, sm: 1.5 }, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {endAction}
      </Stack>
      <SimTranscript lines={sim.lines} label={`${title} transcript`} callerName={callerName} />
      {isEnded ? (
        <Alert severity="info">This chat has ended.</Alert>
      ) : (
        <Stack component="form" spacing={1} onSubmit={onSubmit} sx={{ alignItems: 'flex-end' }}>
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            label={`Your transmission to ${callerName}`}
            inputRef={focusBack.ref}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={!canSend}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            // Until it moves up into the border, a long label wraps in the two empty lines rather
            // than being cut on a phone ("Your transmission to Centerville Tower").
            sx={{ '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { whiteSpace: 'normal' } }}
          />
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendIcon />}
            disabled={!canSend || !text.trim()}
          >
            Send
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
