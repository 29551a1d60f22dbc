import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { QuizMode } from '../../../lib/quiz-launch';

type HelpDialogProps = { open: boolean; mode: QuizMode; maxAnswers: number | null; onClose: () => void };

/** Question help (docs/product/quiz-player.md, "Dashboard"): how the examiner works and how to answer. */
export function HelpDialog({ open, mode, maxAnswers, onClose }: HelpDialogProps) {
  const answers = maxAnswers ?? 3;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="help-title" fullWidth maxWidth="sm">
      <DialogTitle id="help-title">Question Help</DialogTitle>
      <DialogContent>
        <Typography component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
          <li>The examiner asks one question at a time. Answer as you would on the exam or on the radio.</li>
          <li>
            If something is missing, the examiner asks a follow-up about it without giving it away. You have
            up to {answers} answers per question.
          </li>
          <li>A question is correct once your answers cover enough of its key points.</li>
          <li>Skip Question moves on and shows the answer; the question counts as skipped.</li>
          {mode === 'voice' ? (
            <li>Press the microphone button or the spacebar to start speaking, and again to send.</li>
          ) : (
            <li>Press Enter to send your answer, Shift+Enter for a new line.</li>
          )}
          <li>Pause Quiz saves your place; you can leave and resume later.</li>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
