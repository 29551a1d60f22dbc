import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Line } from '../model/machine';
import { JudgementChips } from './judgement-chips';

type SimTranscriptProps = {
  lines: Line[];
  label: string;
  callerName: string;
  /** The learner's transmission as heard so far (voice). */
  live?: string;
};

/** The exchange so far: caller lines left, the learner's right with the engine's verdict. */
export function SimTranscript({ lines, label, callerName, live = '' }: SimTranscriptProps) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [lines.length, live]);
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      sx={{
        minHeight: 160,
        maxHeight: { xs: '45vh', md: '55vh' },
        overflowY: 'auto',
        p: { xs: 1, sm: 1.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Stack spacing={1}>
        {lines.length === 0 && !live ? (
          <Typography color="text.secondary">No transmissions yet.</Typography>
        ) : null}
        {lines.map((line) => {
          const isCaller = line.speaker === 'caller';
          return (
            <Paper
              key={line.id}
              variant="outlined"
              sx={{
                p: 1,
                // A phone's narrow log gives each bubble more of its width.
                maxWidth: { xs: '92%', sm: '85%' },
                alignSelf: isCaller ? 'flex-start' : 'flex-end',
                bgcolor: isCaller ? 'background.paper' : 'action.hover',
              }}
            >
              <Typography variant="body2">
                <Box component="strong" sx={{ mr: 0.5 }}>{`${isCaller ? callerName : 'You'}:`}</Box>
                {line.text}
              </Typography>
              {line.judgement ? <JudgementChips {...line.judgement} /> : null}
            </Paper>
          );
        })}
        {live ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ alignSelf: 'flex-end', fontStyle: 'italic' }}
          >
            {`You (live): ${live}`}
          </Typography>
        ) : null}
        <div ref={endRef} />
      </Stack>
    </Box>
  );
}
