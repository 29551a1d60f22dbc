import ChatIcon from '@mui/icons-material/Chat';
import MicIcon from '@mui/icons-material/Mic';
import { useNavigate } from 'react-router';
import { useSimInUrl } from '../hooks/use-sim-in-url';
import { useSimulationController } from '../hooks/use-simulation-controller';
import { dispatchSim } from '../stores/simulation-store';
import { SimulationStage } from './simulation-stage';
import { StartCard } from './start-card';

type DeepLinkPageProps = { deepLink: string; queuePath: string };

/** /Simulation/link/{deep_link}: plays that scenario without the queue, then its completion screen. */
export function DeepLinkSimulation({ deepLink, queuePath }: DeepLinkPageProps) {
  const controller = useSimulationController();
  // `?sim=` while the call runs: a reload takes it up again (docs/product/simulations.md, "Reconnecting").
  useSimInUrl(controller.resume, { kind: 'deep_link', deep_link: deepLink });
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
        <StartCard
          id="deep-link-title"
          title="A scenario was shared with you"
          text={`Play scenario link "${deepLink}" as a spoken call with your microphone, or as a chat. It does not change your queue.`}
          choices={[
            { label: 'Start Voice Simulation', icon: <MicIcon />, onClick: () => start('voice') },
            { label: 'Start Chat Simulation', icon: <ChatIcon />, onClick: () => start('chat') },
          ]}
        />
      }
    />
  );
}
