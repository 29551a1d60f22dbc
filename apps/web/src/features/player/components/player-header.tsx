import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hintLine } from '../model/hint-line';
import { usePlayerStore } from '../stores/player-store';
import { PlayerControls } from './player-controls';

type PlayerHeaderProps = {
  isReady: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onLeave: () => void;
  onHelp: () => void;
  /** Admins and authors can edit the current question (spec 02 §6). */
  onEdit: (() => void) | null;
};

/** Title, mode, progress, the hint line and the lifecycle buttons. */
export function PlayerHeader({
  isReady,
  onStart,
  onPause,
  onResume,
  onLeave,
  onHelp,
  onEdit,
}: PlayerHeaderProps) {
  const { title, mode, lifecycle, busy, index, questions } = usePlayerStore();
  const shown = Math.min(index + 1, questions.length);
  return (
    <Stack spacing={1.5}>
      <Typography
        id="player-title"
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary">
        {`${mode === 'voice' ? 'Voice' : 'Chat'} mode · Question ${shown} of ${questions.length}`}
      </Typography>
      {mode === 'voice' ? (
        <Alert severity="info">
          Voice capture is not available in this player yet, so answers are typed: write each answer in the
          box below and press Enter.
        </Alert>
      ) : null}
      <Typography id="player-hint" variant="body2" sx={{ minHeight: '1.5em' }}>
        {hintLine({ lifecycle, busy })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <PlayerControls
          lifecycle={lifecycle}
          isReady={isReady}
          onStart={onStart}
          onPause={onPause}
          onResume={onResume}
        />
        <Button onClick={onHelp}>Question Help</Button>
        {onEdit ? <Button onClick={onEdit}>Edit Question</Button> : null}
        <Button onClick={onLeave}>Leave Quiz</Button>
      </Stack>
    </Stack>
  );
}
