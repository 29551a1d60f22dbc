import ChatIcon from '@mui/icons-material/Chat';
import MicIcon from '@mui/icons-material/Mic';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSimulationController } from '../hooks/use-simulation-controller';
import { dispatchSim } from '../stores/simulation-store';
import { SimulationStage } from './simulation-stage';

type DeepLinkPageProps = { deepLink: string; queuePath: string };

/** /Simulation/link/{deep_link}: plays that scenario without the queue, then its completion screen. */
export function DeepLinkSimulation({ deepLink, queuePath }: DeepLinkPageProps) {
  const controller = useSimulationController();
  const navigate = useNavigate();
  const start = (mode: 'voice' | 'chat') =>
    void controller.start({ kind: 'deep_link', deep_link: deepLink }, mode);
  return (
    <SimulationStage
      controller={controller}
      onDebriefDone={() => {
        dispatchSim({ type: 'RESET', kind: 'simulation' });
        void navigate(queuePath);
      }}
      idle={
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="deep-link-title"
          sx={{ p: 3, maxWidth: 640 }}
        >
          <Typography id="deep-link-title" variant="h6" component="h2" gutterBottom>
            A scenario was shared with you
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {`Play scenario link "${deepLink}" as a spoken call with your microphone, or as a chat. It does not change your queue.`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" startIcon={<MicIcon />} onClick={() => start('voice')}>
              Start Voice Simulation
            </Button>
            <Button variant="outlined" startIcon={<ChatIcon />} onClick={() => start('chat')}>
              Start Chat Simulation
            </Button>
          </Stack>
        </Paper>
      }
    />
  );
}
