import { useCurrentUser } from '../../../lib/auth/current-user';
import { useSimulationController } from '../hooks/use-simulation-controller';
import { dispatchSim } from '../stores/simulation-store';
import { QueueView } from './queue-view';
import { SimulationStage } from './simulation-stage';

/** /Simulation: the queue view, and the simulation of its next entry. */
export function SimulationDashboard() {
  const controller = useSimulationController();
  const { data: user } = useCurrentUser();
  const userId = user?.db_user.user_id ?? null;
  return (
    <SimulationStage
      controller={controller}
      onDebriefDone={() => dispatchSim({ type: 'RESET', kind: 'simulation' })}
      idle={
        userId === null ? null : (
          <QueueView userId={userId} onStart={() => void controller.start({ kind: 'queue' })} />
        )
      }
    />
  );
}
