import { PageHeader } from '../../components/ui/page-header';
import { SystemAdminTabs } from '../../features/system-admin';

/**
 * /SystemAdmin (docs/product/administration.md, "System admin"; the older /SystemAdmin/indexV1 is
 * system-admin-v1.tsx); admins only.
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
