import ChatIcon from '@mui/icons-material/Chat';
import MicIcon from '@mui/icons-material/Mic';
import { useSimulationController } from '../hooks/use-simulation-controller';
import { dispatchSim } from '../stores/simulation-store';
import { SimulationStage } from './simulation-stage';
import { StartCard } from './start-card';

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
        <StartCard
          id="test-play-title"
          title={`Test-play "${scenarioName}"`}
          text={`The call starts at turn ${fromOrder}, with the scenario as last saved. Nobody's queue or results change.`}
          choices={[
            { label: 'Test in Chat', icon: <ChatIcon />, onClick: () => start('chat') },
            { label: 'Test by Voice', icon: <MicIcon />, onClick: () => start('voice') },
          ]}
        />
      }
    />
  );
}
