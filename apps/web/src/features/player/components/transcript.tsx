import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Section } from '../model/types';
import { TurnBubble } from './turn-bubble';

/** What the empty transcript says, before the first question is asked. */
export const TRANSCRIPT_EMPTY = "The examiner's questions and your answers appear here.";

/** One section per question (docs/product/quiz-player.md, "Dashboard"); the newest turn scrolls into view. */
type TranscriptProps = { sections: Section[]; total: number; onFeedback: (questionIndex: number) => void };

export function Transcript({ sections, total, onFeedback }: TranscriptProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const shown = sections.filter((s) => s.display);
  const turnCount = shown.reduce((n, s) => n + s.turns.length, 0);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [turnCount]);

  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label="Quiz transcript"
      tabIndex={0}
      sx={{
        maxHeight: { xs: '50vh', md: '60vh' },
        minHeight: 160,
        overflowY: 'auto',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Stack spacing={2}>
        {shown.length === 0 ? <Typography color="text.secondary">{TRANSCRIPT_EMPTY}</Typography> : null}
        {shown.map((section) => (
          <Box
            component="section"
            key={section.questionIndex}
            aria-label={`Question ${section.questionIndex + 1}`}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="overline" component="h3" color="text.secondary">
                {`Question ${section.questionIndex + 1} of ${total}`}
              </Typography>
              <Button
                size="small"
                onClick={() => onFeedback(section.questionIndex)}
                aria-label={`Give feedback on question ${section.questionIndex + 1}`}
              >
                Feedback
              </Button>
            </Stack>
            <Stack spacing={1}>
              {section.turns.map((turn) => (
                <TurnBubble key={turn.id} turn={turn} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      <div ref={endRef} />
    </Box>
  );
}
