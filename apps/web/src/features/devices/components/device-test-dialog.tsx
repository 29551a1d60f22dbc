import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDeviceDialog } from '../../../lib/device-dialog';
import { useAudioDevices } from '../hooks/use-audio-devices';
import { useDeviceTestStore } from '../stores/device-test-store';
import { browserMedia, type DeviceMedia } from '../utils/media';
import { MicrophoneTest } from './microphone-test';
import { RecorderTroubleDialog } from './recorder-trouble-dialog';
import { SpeakerTest } from './speaker-test';

/**
 * docs/product/shell-and-accounts.md, "Testing devices". Opened with `openDeviceDialog()`
 * (lib/device-dialog); `media` is a test seam.
 */
export function DeviceTestDialog({ media = browserMedia }: { media?: DeviceMedia }) {
  const isOpen = useDeviceDialog((s) => s.isOpen);
  const closeDialog = useDeviceDialog((s) => s.close);
  const stopTests = useDeviceTestStore((s) => s.stopTests);
  const devices = useAudioDevices(media, isOpen);
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const close = () => {
    stopTests();
    closeDialog();
  };

  return (
    <>
      <Dialog
        open={isOpen}
        onClose={close}
        fullWidth
        maxWidth="xs"
        fullScreen={fullScreen}
        aria-labelledby="device-test-title"
      >
        <DialogTitle id="device-test-title">Testing devices</DialogTitle>
        <DialogContent>
          <Stack spacing={3} divider={<Divider flexItem />} sx={{ pt: 1 }}>
            <SpeakerTest media={media} devices={devices} />
            <MicrophoneTest media={media} devices={devices} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <RecorderTroubleDialog />
    </>
  );
}
