import { Navigate, Outlet } from 'react-router';
import { DefaultLayout, type SidebarActions } from '../../components/layouts';
import { paths } from '../../config/paths';
import { getRuntimeConfig } from '../../config/runtime-config';
import { openAccountSettings } from '../../features/account';
import { openLogoutDialog, useIdleLogout, useResetLinkWhileSignedIn } from '../../features/auth';
import { openWelcomeVideo } from '../../features/onboarding';
import {
  useMaintenanceGate,
  usePublicStatus,
  useSidebarRoutes,
  useSidebarUser,
  useTenantCss,
} from '../../features/shell';
import { TrialBar } from '../../features/subscription';
import { useCurrentUser } from '../../lib/auth/current-user';
import { usePracticeSession } from '../../lib/practice-session';
import { openSettingsDialog } from '../../lib/settings-dialog';
import { LazyShellDialogs } from './lazy-dialogs';
import { SessionDialogs } from './session-dialogs';

const sidebarActions: SidebarActions = {
  onOpenAccount: openAccountSettings,
  onOpenSettings: openSettingsDialog,
  onPlayWelcome: openWelcomeVideo,
  onLogout: () => openLogoutDialog(),
};

/** The signed-in shell: wires the server's route list, status and the session into DefaultLayout. */
export function AppShell() {
  const sidebar = useSidebarRoutes();
  const status = usePublicStatus();
  const user = useSidebarUser();
  const { data: currentUser } = useCurrentUser();
  // docs/product/shell-and-accounts.md, "Shell": the trial bar shows outside simulation only.
  const isPracticing = usePracticeSession((s) => s.isActive);
  const blocked = useMaintenanceGate({ allowDeveloperBypass: false });
  useIdleLogout(getRuntimeConfig().idleTimeMinutes);
  useResetLinkWhileSignedIn();
  useTenantCss(sidebar.css);
  if (blocked) return <Navigate to={paths.maintenance} replace />;

  return (
    <>
      <DefaultLayout
        navItems={sidebar.items}
        isNavLoading={sidebar.isLoading}
        announcement={status.data?.announcement || sidebar.announcement}
        user={user}
        actions={sidebarActions}
        banner={isPracticing ? null : <TrialBar user={currentUser} />}
        logo={sidebar.logo}
      >
        <Outlet />
      </DefaultLayout>
      <SessionDialogs routesLoaded={!sidebar.isLoading} />
      <LazyShellDialogs />
    </>
  );
}
export { AppShell as Component };
