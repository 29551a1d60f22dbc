import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function UserPage() {
  return (
    <>
      <PageHeader title="Your account" />
      <EmptyState
        icon={<AccountCircleIcon />}
        title="Account details"
        description="Your name and email, your exam date and your password settings are managed here."
      />
    </>
  );
}

export { UserPage as Component };
