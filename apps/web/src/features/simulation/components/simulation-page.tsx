import { useCurrentUser } from '../../../lib/auth/current-user';
import { useSimInUrl } from '../hooks/use-sim-in-url';
import { useSimulationController } from '../hooks/use-simulation-controller';
import type { Source } from '../model/machine';
import { dispatchSim } from '../stores/simulation-store';
import { QueueLoading, QueueView } from './queue-view';
import { SimulationStage } from './simulation-stage';

const QUEUE: Source = { kind: 'queue' };

/** /Simulation: the queue view, and the simulation of its next entry (`?sim=` while it runs). */
export function SimulationDashboard() {
  const controller = useSimulationController();
  useSimInUrl(controller.resume, QUEUE);
  const { data: user, isLoading: isUserLoading } = useCurrentUser();
  const userId = user?.db_user.user_id ?? null;
  // On a reload the queue waits for the user; its placeholder shows meanwhile, not an empty page.
  let idle = null;
  if (userId !== null)
    idle = <QueueView userId={userId} onStart={() => void controller.start({ kind: 'queue' })} />;
  else if (isUserLoading) idle = <QueueLoading />;
  return (
    <SimulationStage
      controller={controller}
      onDebriefDone={() => dispatchSim({ type: 'RESET', kind: 'simulation' })}
      idle={idle}
    />
  );
}
