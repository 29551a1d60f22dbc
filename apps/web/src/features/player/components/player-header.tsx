import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { isFocusLost } from '../../../lib/focus-back';
import { usePlayerStore } from '../stores/player-store';
import { PlayerControls } from './player-controls';

type PlayerHeaderProps = {
  isReady: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onLeave: () => void;
  onHelp: () => void;
  /** Admins and authors can edit the current question (docs/product/quiz-player.md, "Editing a question"). */
  onEdit: (() => void) | null;
  /** Dashboard hint line, already chosen for the mode (docs/product/quiz-player.md, "Hint line"). */
  hint: string;
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
  hint,
}: PlayerHeaderProps) {
  const { title, mode, lifecycle, index, questions } = usePlayerStore();
  // Started from a dialog that went with the page behind it, focus was lost: it starts at the
  // quiz's title, right before its Start button.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocusLost()) titleRef.current?.focus();
  }, []);
  const shown = Math.min(index + 1, questions.length);
  return (
    <Stack spacing={1.5}>
      <Typography
        id="player-title"
        ref={titleRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary">
        {`${mode === 'voice' ? 'Voice' : 'Chat'} mode · Question ${shown} of ${questions.length}`}
      </Typography>
      <Typography
        id="player-hint"
        variant="body2"
        aria-live="polite"
        sx={{ minHeight: '1.5em', overflowWrap: 'anywhere' }}
      >
        {hint}
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
