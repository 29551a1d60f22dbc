import { Navigate, Outlet } from 'react-router';
import { LoginLayout } from '../../components/layouts';
import { paths } from '../../config/paths';
import { useMaintenanceGate } from '../../features/shell';

/**
 * The guest shell; `?developer=true` stays usable here during maintenance
 * (docs/product/shell-and-accounts.md, "Maintenance").
 */
export function LoginShell() {
  const blocked = useMaintenanceGate({ allowDeveloperBypass: true });
  if (blocked) return <Navigate to={paths.maintenance} replace />;
  return (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  );
}
