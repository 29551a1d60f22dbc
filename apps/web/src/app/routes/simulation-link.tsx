import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { DeepLinkSimulation } from '../../features/simulation';

export function SimulationLinkPage() {
  const { deepLink = '' } = useParams();
  return (
    <>
      <PageHeader title="Simulation" subtitle="A scenario opened from its link." />
      <DeepLinkSimulation key={deepLink} deepLink={deepLink} queuePath={paths.simulation} />
    </>
  );
}

export { SimulationLinkPage as Component };
