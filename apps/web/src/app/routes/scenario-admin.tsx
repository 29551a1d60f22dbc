import { PageHeader } from '../../components/ui/page-header';
import { ScenarioBuilder } from '../../features/scenario-builder';
import { ScenarioTestPlay } from '../../features/simulation';

/**
 * /ScenarioAdmin (docs/product/scenario-builder.md, "The screens"): the builder, with the simulation
 * feature's own player for test-play (features never import each other; this page joins them).
 */
export function ScenarioAdminPage() {
  return (
    <>
      <PageHeader title="Scenario Admin" subtitle="Write, try out, publish and assign radio scenarios." />
      <ScenarioBuilder renderTestPlay={(request) => <ScenarioTestPlay {...request} />} />
    </>
  );
}

export { ScenarioAdminPage as Component };
