import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type PauseDialogProps = { open: boolean; onClose: () => void; onResume: () => void; onLeave: () => void };

/** Shown when the learner pauses: every saved answer is kept, so leaving now loses nothing. */
export function PauseDialog({ open, onClose, onResume, onLeave }: PauseDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="pause-title" aria-describedby="pause-text">
      <DialogTitle id="pause-title">Quiz Paused</DialogTitle>
      <DialogContent>
        <DialogContentText id="pause-text">
          Your answers so far are saved. Resume when you are ready, or leave now and pick the quiz up later:
          it stays in progress on your Home page.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave}>Leave Quiz</Button>
        <Button variant="contained" onClick={onResume} autoFocus>
          Resume Quiz
        </Button>
      </DialogActions>
    </Dialog>
  );
}
