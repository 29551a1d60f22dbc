import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type AckDialogProps = { open: boolean; onConfirm: () => void; onCancel: () => void };

/** The recording-acknowledgement gate before a simulation (docs/product/simulations.md step 1). */
export function AckDialog({ open, onConfirm, onCancel }: AckDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="sim-ack-title" aria-describedby="sim-ack-text">
      <DialogTitle id="sim-ack-title">Recording Acknowledgement</DialogTitle>
      <DialogContent>
        <DialogContentText id="sim-ack-text">
          Simulations are recorded: what you say and type is kept with your results so you and your
          instructors can review it. Confirm to continue.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          I Acknowledge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
