import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeviceTestStore } from '../stores/device-test-store';

/** spec 01 §2.4 #6, verbatim. */
export const RECORDER_TROUBLE_TEXT = 'We are having trouble loading your simulation.';

/** Opened when the microphone cannot start; 'Cancel Simulation' resets the device-test state. */
export function RecorderTroubleDialog({ inWidget = false }: { inWidget?: boolean }) {
  const isOpen = useDeviceTestStore((s) => s.isTroubleOpen);
  const reset = useDeviceTestStore((s) => s.reset);
  const where = inWidget ? 'your browser or learning management system' : 'your browser';

  return (
    <Dialog
      open={isOpen}
      onClose={reset}
      maxWidth="xs"
      aria-labelledby="recorder-trouble-title"
      aria-describedby="recorder-trouble-hint"
    >
      <DialogTitle id="recorder-trouble-title">{RECORDER_TROUBLE_TEXT}</DialogTitle>
      <DialogContent>
        <DialogContentText id="recorder-trouble-hint">
          {`We could not use your microphone. Check the microphone configuration of ${where}: allow this site to use the microphone and make sure one is connected, then try again.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="error" onClick={reset}>
          Cancel Simulation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
