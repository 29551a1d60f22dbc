import Button from '@mui/material/Button';
import type { Lifecycle } from '../model/player-machine';

type PlayerControlsProps = {
  lifecycle: Lifecycle;
  isReady: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
};

export function PlayerControls({ lifecycle, isReady, onStart, onPause, onResume }: PlayerControlsProps) {
  if (lifecycle === 'not-started') {
    return (
      <Button variant="contained" onClick={onStart} disabled={!isReady}>
        Start Quiz
      </Button>
    );
  }
  if (lifecycle === 'started') {
    return (
      <Button variant="outlined" onClick={onPause}>
        Pause Quiz
      </Button>
    );
  }
  if (lifecycle === 'paused') {
    return (
      <Button variant="contained" onClick={onResume} disabled={!isReady}>
        Resume Quiz
      </Button>
    );
  }
  return null;
}
