import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

/** /SystemAdmin and its older variant /SystemAdmin/indexV1 (spec 01 §2.1). */
export function SystemAdminPage() {
  return (
    <>
      <PageHeader title="System Admin" subtitle="Users, feedback and question activity." />
      <EmptyState
        icon={<AdminPanelSettingsIcon />}
        title="System administration"
        description="This is where administrators review users, learner feedback and question activity across the organisation."
      />
    </>
  );
}

export { SystemAdminPage as Component };
