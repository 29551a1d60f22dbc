import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSimulationStore } from '../stores/simulation-store';
import { DebriefView } from './debrief-view';

type DebriefPanelProps = { title: string; text: string; actionLabel: string; onDone: () => void };

/** After the call: what happened on every exchange of each simulation just played. */
export function DebriefPanel({ title, text, actionLabel, onDone }: DebriefPanelProps) {
  const simIds = useSimulationStore((s) => s.finishedSimIds);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the new screen so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <div>
        <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </div>
      {simIds.map((simId) => (
        <DebriefView key={simId} simId={simId} />
      ))}
      <div>
        <Button variant="contained" onClick={onDone}>
          {actionLabel}
        </Button>
      </div>
    </Stack>
  );
}
