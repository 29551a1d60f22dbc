import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSpeakerTest } from '../hooks/use-speaker-test';
import { useDeviceTestStore } from '../stores/device-test-store';
import type { DeviceEntry, DeviceMedia } from '../utils/media';
import { DeviceSelect } from './device-select';

/** docs/product/shell-and-accounts.md, "Testing devices": plays the sample phrase on the chosen speaker. */
export function SpeakerTest({ media, devices }: { media: DeviceMedia; devices: DeviceEntry[] }) {
  const { speakerDeviceId, isSpeakerTesting, chooseSpeaker, toggleSpeakerTest } = useDeviceTestStore();
  useSpeakerTest(media);
  const speakers = devices.filter((device) => device.kind === 'audiooutput');

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="speaker-test-title">
      <Typography id="speaker-test-title" variant="subtitle1" component="h3">
        Speaker test
      </Typography>
      {media.canChooseSpeaker ? (
        <DeviceSelect
          id="speaker-device"
          label="Speaker"
          devices={speakers}
          value={speakerDeviceId}
          onChange={chooseSpeaker}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          This browser plays sound on its default speaker; choosing another one is not supported.
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant={isSpeakerTesting ? 'contained' : 'outlined'} onClick={toggleSpeakerTest}>
          {isSpeakerTesting ? 'Stop speaker test' : 'Start speaker test'}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {isSpeakerTesting ? 'Playing a short phrase…' : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
