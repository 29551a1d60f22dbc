import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { setupFlagsOf, setupStatusText } from '../model/status-texts';
import { useSimulationStore } from '../stores/simulation-store';

/** The setup status text in its priority order, with a spinner while anything loads. */
export function SetupStatus() {
  const text = useSimulationStore((s) => setupStatusText(setupFlagsOf(s)));
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography variant="h6" component="p">
        {text}
      </Typography>
    </Box>
  );
}
