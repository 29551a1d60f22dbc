import { PageHeader } from '../../components/ui/page-header';
import { SimulationDashboard } from '../../features/simulation';

export function SimulationPage() {
  return (
    <>
      <PageHeader title="Simulation" subtitle="Play the scenarios in your queue as radio calls or chats." />
      <SimulationDashboard />
    </>
  );
}

export { SimulationPage as Component };
