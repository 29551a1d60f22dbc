import { Navigate, Outlet } from 'react-router';
import { DefaultLayout } from '../../components/layouts';
import { paths } from '../../config/paths';
import { useMaintenanceGate, usePublicStatus, useSidebarRoutes, useSidebarUser } from '../../features/shell';

/** The signed-in shell: wires the server's route list, status and the session into DefaultLayout. */
export function AppShell() {
  const sidebar = useSidebarRoutes();
  const status = usePublicStatus();
  const user = useSidebarUser();
  const blocked = useMaintenanceGate({ allowDeveloperBypass: false });
  if (blocked) return <Navigate to={paths.maintenance} replace />;

  return (
    <DefaultLayout
      navItems={sidebar.items}
      isNavLoading={sidebar.isLoading}
      announcement={status.data?.announcement || sidebar.announcement}
      user={user}
    >
      <Outlet />
    </DefaultLayout>
  );
}
