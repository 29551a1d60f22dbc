import ChatIcon from '@mui/icons-material/Chat';
import MicIcon from '@mui/icons-material/Mic';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSimulationController } from '../hooks/use-simulation-controller';
import { dispatchSim } from '../stores/simulation-store';
import { SimulationStage } from './simulation-stage';

export type ScenarioTestPlayProps = {
  scriptId: number;
  scenarioName: string;
  /** The turn the call starts at (1 is the start). */
  fromOrder: number;
  onDone: () => void;
};

/**
 * docs/product/scenario-builder.md, "Test-play": the author plays the working copy through the real
 * engine, in the learners' own chat and voice views, without a queue.
 */
export function ScenarioTestPlay({ scriptId, scenarioName, fromOrder, onDone }: ScenarioTestPlayProps) {
  const controller = useSimulationController();
  const start = (mode: 'voice' | 'chat') =>
    void controller.start({ kind: 'script', script_id: scriptId, from_order: fromOrder }, mode);
  return (
    <SimulationStage
      controller={controller}
      onDebriefDone={() => {
        dispatchSim({ type: 'RESET', kind: 'simulation' });
        onDone();
      }}
      idle={
        <Paper component="section" variant="outlined" aria-labelledby="test-play-title" sx={{ p: 3 }}>
          <Typography id="test-play-title" variant="h6" component="h2" gutterBottom>
            {`Test-play "${scenarioName}"`}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {fromOrder > 1
              ? `The call starts at turn ${fromOrder}, with the scenario as last saved. Nobody's queue or results change.`
              : "The call starts at turn 1, with the scenario as last saved. Nobody's queue or results change."}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" startIcon={<ChatIcon />} onClick={() => start('chat')}>
              Test in Chat
            </Button>
            <Button variant="outlined" startIcon={<MicIcon />} onClick={() => start('voice')}>
              Test by Voice
            </Button>
          </Stack>
        </Paper>
      }
    />
  );
}
