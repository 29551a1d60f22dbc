import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HINT_ANALYZING, HINT_CONNECTING } from '../model/hint-line';

type VoiceControlsProps = {
  canRecord: boolean;
  isRecording: boolean;
  /** What the speech link is waiting for, if anything: the spinner is named by the same hint text. */
  busy: 'connecting' | 'analyzing' | null;
  startupErrorMessage: string | null;
  timedOut: boolean;
  onToggle: () => void;
};

/** The microphone button (push-to-talk, like the spacebar) and what the speech link reports. */
export function VoiceControls(props: VoiceControlsProps) {
  const { canRecord, isRecording, busy, startupErrorMessage, timedOut, onToggle } = props;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Fab
        color={isRecording ? 'error' : 'primary'}
        onClick={onToggle}
        disabled={!canRecord && !isRecording}
        aria-pressed={isRecording}
        aria-label={isRecording ? 'Stop recording and send the answer' : 'Start recording your answer'}
        aria-describedby="player-hint"
      >
        {busy ? (
          <CircularProgress
            size={24}
            color="inherit"
            aria-label={busy === 'connecting' ? HINT_CONNECTING : HINT_ANALYZING}
          />
        ) : isRecording ? (
          <StopIcon />
        ) : (
          <MicIcon />
        )}
      </Fab>
      <Typography variant="caption" color="text.secondary">
        {isRecording ? 'Recording… press again (or the spacebar) to send' : 'Spacebar also starts and stops'}
      </Typography>
      {startupErrorMessage ? (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {`${startupErrorMessage} You can still type your answer below.`}
        </Alert>
      ) : null}
      {timedOut ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          The speech connection timed out after a silence. Press the microphone button to reconnect.
        </Alert>
      ) : null}
    </Stack>
  );
}
