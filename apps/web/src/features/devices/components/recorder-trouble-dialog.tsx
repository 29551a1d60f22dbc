import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { runCancelSimulationHandlers, useRecorderTrouble } from '../../../lib/recorder-trouble';
import { useDeviceTestStore } from '../stores/device-test-store';

/** docs/product/shell-and-accounts.md, "Recorder trouble", verbatim. */
export const RECORDER_TROUBLE_TEXT = 'We are having trouble loading your simulation.';

/** Embedded by a learning management system: on its widget page, or framed by another site. */
function useIsInWidget(): boolean {
  const { pathname } = useLocation();
  const isFramed = typeof window !== 'undefined' && window.self !== window.top;
  return isFramed || pathname.toLowerCase().startsWith(paths.widget.toLowerCase());
}

/**
 * Opened by the recorder, the voice session or the microphone test when the microphone cannot
 * start (lib/recorder-trouble). 'Cancel Simulation' stops the device tests and runs the resets
 * registered with onCancelSimulation: the voice session (recorder and speech state) registers
 * itself when loaded, the player and simulations register theirs.
 */
export function RecorderTroubleDialog({ inWidget }: { inWidget?: boolean }) {
  const isOpen = useRecorderTrouble((s) => s.isOpen);
  const close = useRecorderTrouble((s) => s.close);
  const resetDeviceTests = useDeviceTestStore((s) => s.reset);
  const isInWidget = useIsInWidget();
  const where = (inWidget ?? isInWidget) ? 'your browser or learning management system' : 'your browser';

  const cancelSimulation = () => {
    close();
    resetDeviceTests();
    runCancelSimulationHandlers();
  };

  return (
    <Dialog
      open={isOpen}
      onClose={cancelSimulation}
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
        <Button variant="contained" color="error" onClick={cancelSimulation}>
          Cancel Simulation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
