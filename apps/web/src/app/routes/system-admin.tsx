import { PageHeader } from '../../components/ui/page-header';
import { SystemAdminTabs } from '../../features/system-admin';

/**
 * /SystemAdmin and its older variant /SystemAdmin/indexV1 (docs/product/administration.md, "System admin");
 * admins only.
 */
export function SystemAdminPage() {
  return (
    <>
      <PageHeader
        title="System Admin"
        subtitle="Users, learner feedback, question activity and organisation settings."
      />
      <SystemAdminTabs />
    </>
  );
}

export { SystemAdminPage as Component };
