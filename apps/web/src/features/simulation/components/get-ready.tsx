import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSimulationStore } from '../stores/simulation-store';

/** The start countdown ('Get Ready'); the call starts by itself when it runs out. */
export function GetReady() {
  const countdown = useSimulationStore((s) => s.countdown);
  return (
    <Paper
      role="status"
      variant="outlined"
      sx={{ p: 2, mb: 2, textAlign: 'center', borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography variant="h5" component="p">
        Get Ready
      </Typography>
      <Typography variant="h3" component="p" aria-label={`Starting in ${countdown}`}>
        {countdown}
      </Typography>
    </Paper>
  );
}
