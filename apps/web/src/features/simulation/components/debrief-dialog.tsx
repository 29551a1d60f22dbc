import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DebriefView } from './debrief-view';

/** A past debrief opened from the queue view. */
export function DebriefDialog({ simId, onClose }: { simId: number | null; onClose: () => void }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={simId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="debrief-dialog-title"
    >
      <DialogTitle id="debrief-dialog-title">Simulation Debrief</DialogTitle>
      <DialogContent>{simId !== null ? <DebriefView simId={simId} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
