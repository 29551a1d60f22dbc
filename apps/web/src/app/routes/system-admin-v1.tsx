import { PageHeader } from '../../components/ui/page-header';
import { SystemAdminV1 } from '../../features/system-admin';

/** /SystemAdmin/indexV1, the older and compact system admin (docs/product/administration.md); admins only. */
export function SystemAdminV1Page() {
  return (
    <>
      <PageHeader title="System Admin" subtitle="Users, learner feedback and question activity." />
      <SystemAdminV1 />
    </>
  );
}

export { SystemAdminV1Page as Component };
