import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type FinishDialogProps = { open: boolean; isSaving: boolean; onFinish: () => void };

/**
 * docs/product/quiz-player.md, "Question flow": every question is answered; completing the attempt shows the
 * results.
 */
export function FinishDialog({ open, isSaving, onFinish }: FinishDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="finish-quiz-title" aria-describedby="finish-quiz-text">
      <DialogTitle id="finish-quiz-title">Finish Quiz</DialogTitle>
      <DialogContent>
        <DialogContentText id="finish-quiz-text">
          You have reached the end of the quiz. Finish it to save your attempt and see your results.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onFinish} loading={isSaving}>
          Finish Quiz
        </Button>
      </DialogActions>
    </Dialog>
  );
}
