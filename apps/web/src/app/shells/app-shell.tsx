import { Navigate, Outlet } from 'react-router';
import { DefaultLayout, type SidebarActions } from '../../components/layouts';
import { paths } from '../../config/paths';
import { getRuntimeConfig } from '../../config/runtime-config';
import { useIdleLogout } from '../../features/auth/hooks/use-idle-logout';
import { useResetLinkWhileSignedIn } from '../../features/auth/hooks/use-reset-link-while-signed-in';
import { openLogoutDialog } from '../../features/auth/stores/logout-dialog-store';
import { openWelcomeVideo } from '../../features/onboarding/stores/onboarding-store';
import { useSidebarUser } from '../../features/shell/api/get-current-user';
import { usePublicStatus } from '../../features/shell/api/get-status';
import { useSidebarRoutes } from '../../features/shell/api/get-user-routes';
import { useMaintenanceGate } from '../../features/shell/hooks/use-maintenance-gate';
import { useTenantCss } from '../../features/shell/hooks/use-tenant-css';
import { TrialBar } from '../../features/subscription/components/trial-bar';
import { openAccountSettings } from '../../lib/account-dialog';
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

/**
 * The signed-in shell: wires the server's route list, status and the session into DefaultLayout.
 * Nothing here renders with MUI (decision 036): its dialogs load with their first opening, each
 * with the theme, and the pages but Home bring the theme inside it (`themed-layout.tsx`). Its
 * imports name the modules they need, so no feature's MUI parts come along.
 */
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
