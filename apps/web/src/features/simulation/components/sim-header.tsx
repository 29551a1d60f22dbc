import RestartAltIcon from '@mui/icons-material/RestartAlt';
import CallEndIcon from '@mui/icons-material/CallEnd';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isInCall } from '../model/machine';
import { formatTimeLeft, headerInputOf, headerText } from '../model/status-texts';
import { useSimulationStore } from '../stores/simulation-store';

type SimHeaderProps = { onEndCurrent: () => void; onReset: () => void };

/** The header line, the time left, and the end-current-simulation and reset controls. */
export function SimHeader({ onEndCurrent, onReset }: SimHeaderProps) {
  const text = useSimulationStore((s) => headerText(headerInputOf(s)));
  const phase = useSimulationStore((s) => s.phase);
  const isMultiChat = useSimulationStore((s) => s.isMultiChat);
  const secondsLeft = useSimulationStore((s) => s.secondsLeft);
  const isEndingRequested = useSimulationStore((s) => s.isEndingRequested);
  const [isConfirming, setConfirming] = useState(false);
  const inCall = isInCall(phase);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography
          id="sim-header"
          component="h2"
          variant="subtitle1"
          tabIndex={-1}
          sx={{ flex: 1, fontWeight: 600, outline: 'none' }}
        >
          {text}
        </Typography>
        {secondsLeft !== null && inCall ? (
          <Chip
            color={isEndingRequested ? 'warning' : 'default'}
            label={`Time left: ${formatTimeLeft(secondsLeft)}`}
            aria-live={isEndingRequested ? 'assertive' : 'off'}
          />
        ) : null}
        <Stack direction="row" spacing={1}>
          {inCall && !isMultiChat && phase === 'active' ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<CallEndIcon />}
              onClick={() => setConfirming(true)}
            >
              End Simulation
            </Button>
          ) : null}
          {phase !== 'idle' ? (
            <Button startIcon={<RestartAltIcon />} onClick={onReset}>
              Reset
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title="End Current Simulation"
        text="End this simulation now? What you have said so far is kept and goes into the debrief."
        confirmLabel="End Simulation"
        cancelLabel="Keep Going"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onEndCurrent();
        }}
      />
    </Paper>
  );
}
