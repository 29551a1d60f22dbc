import Button from '@mui/material/Button';
import { DEFAULT_MAINTENANCE_NOTICE } from '@wilco/shared';
import { Link } from 'react-router';
import { MaintenanceLayout } from '../../components/layouts';
import { paths } from '../../config/paths';
import { usePublicStatus } from '../../features/shell';

export function MaintenancePage() {
  const { data } = usePublicStatus();
  return (
    <MaintenanceLayout notice={data?.maintenance_notice || DEFAULT_MAINTENANCE_NOTICE}>
      <title>Maintenance · Wilco</title>
      {/* Once maintenance is over the status says so, and the way back appears. */}
      {data && !data.maintenance ? (
        <Button component={Link} to={paths.login} variant="contained">
          Back to sign in
        </Button>
      ) : null}
    </MaintenanceLayout>
  );
}

export { MaintenancePage as Component };
