import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMicrophoneTest } from '../hooks/use-microphone-test';
import { useDeviceTestStore } from '../stores/device-test-store';
import { INPUT_ADVICE } from '../utils/input-check';
import type { DeviceEntry, DeviceMedia } from '../utils/media';
import { DeviceSelect } from './device-select';
import { LevelMeter } from './level-meter';

/**
 * docs/product/shell-and-accounts.md, "Testing devices": the chosen microphone drives a nine-segment level
 * meter, and what would make speech recognition fail (a narrowband line, too quiet, clipping) shows
 * with advice.
 */
export function MicrophoneTest({ media, devices }: { media: DeviceMedia; devices: DeviceEntry[] }) {
  const { microphoneDeviceId, isMicrophoneTesting, chooseMicrophone, toggleMicrophoneTest } =
    useDeviceTestStore();
  const { segments, issues } = useMicrophoneTest(media);
  const microphones = devices.filter((device) => device.kind === 'audioinput');

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="microphone-test-title">
      <Typography id="microphone-test-title" variant="subtitle1" component="h3">
        Microphone test
      </Typography>
      <DeviceSelect
        id="microphone-device"
        label="Microphone"
        devices={microphones}
        value={microphoneDeviceId}
        onChange={chooseMicrophone}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant={isMicrophoneTesting ? 'contained' : 'outlined'} onClick={toggleMicrophoneTest}>
          {isMicrophoneTesting ? 'Stop microphone test' : 'Start microphone test'}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {isMicrophoneTesting ? 'Speak: the meter should move.' : ''}
        </Typography>
      </Stack>
      <LevelMeter segments={segments} label="Microphone input level" />
      {issues.map((issue) => (
        <Alert key={issue} severity="warning">
          <AlertTitle>{INPUT_ADVICE[issue].title}</AlertTitle>
          {INPUT_ADVICE[issue].advice}
        </Alert>
      ))}
    </Stack>
  );
}
