import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type FeedbackDialogProps = {
  open: boolean;
  questionNumber: number;
  onClose: () => void;
  onSend: (text: string) => Promise<boolean>;
};

/**
 * Feedback modal (docs/product/quiz-player.md, "Dashboard"): a note on one question for the authors, sent
 * with its result.
 */
export function FeedbackDialog({ open, questionNumber, onClose, onSend }: FeedbackDialogProps) {
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const close = () => {
    setText('');
    onClose();
  };
  const send = async () => {
    setSending(true);
    const ok = await onSend(text);
    setSending(false);
    if (ok) close();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="feedback-title" fullWidth maxWidth="sm">
      <DialogTitle id="feedback-title">{`Feedback on Question ${questionNumber}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Something wrong or unclear with this question or its marking? Tell the authors.
        </DialogContentText>
        <TextField
          label="Your feedback"
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void send()} disabled={!text.trim()} loading={isSending}>
          Send Feedback
        </Button>
      </DialogActions>
    </Dialog>
  );
}
