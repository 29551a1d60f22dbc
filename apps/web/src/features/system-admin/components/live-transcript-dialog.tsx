import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LiveLine, LiveSection } from '@wilco/shared';
import { useId } from 'react';
import type { LiveWatch } from '../hooks/use-live-monitor';
import { outcomeText } from '../utils/live-sessions';

const SPEAKERS: Record<LiveLine['speaker'], string> = {
  examiner: 'Examiner',
  learner: 'Learner',
  caller: 'Caller',
};

function SectionBlock({ section }: { section: LiveSection }) {
  return (
    <Box component="section" aria-label={section.title} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          {section.title}
        </Typography>
        {section.outcome ? (
          <Chip
            size="small"
            variant="outlined"
            label={outcomeText(section.outcome)}
            color={
              section.outcome === 'correct'
                ? 'success'
                : section.outcome === 'incorrect'
                  ? 'error'
                  : 'default'
            }
          />
        ) : null}
      </Stack>
      {section.lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing said yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {section.lines.map((line, i) => (
            <Box component="li" key={i} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
              <Typography variant="body2">
                <Box component="strong" sx={{ mr: 0.5 }}>{`${SPEAKERS[line.speaker]}:`}</Box>
                {line.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * One session's transcript as it happens (docs/product/administration.md, "Live"). Read-only:
 * there is nothing here to answer or change with; new lines are announced politely.
 */
export function LiveTranscriptDialog({ watch, onClose }: { watch: LiveWatch | null; onClose: () => void }) {
  const id = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const transcript = watch?.transcript ?? null;
  const title = transcript ? `${transcript.learner}: ${transcript.title}` : 'Live transcript';
  return (
    <Dialog
      open={Boolean(watch)}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
      fullScreen={isPhone}
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {watch?.error ? (
          <Alert severity="error">{watch.error}</Alert>
        ) : !transcript ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>Loading the transcript…</Typography>
          </Stack>
        ) : (
          <>
            {watch?.ended ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                This session has ended.
              </Alert>
            ) : null}
            <Box aria-live="polite">
              {transcript.sections.length === 0 ? (
                <Typography color="text.secondary">Nothing said yet.</Typography>
              ) : (
                transcript.sections.map((section) => <SectionBlock key={section.key} section={section} />)
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
