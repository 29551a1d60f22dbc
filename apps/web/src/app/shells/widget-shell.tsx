import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Navigate, Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { getRuntimeConfig } from '../../config/runtime-config';
import { DeviceTestDialog } from '../../features/devices';
import { useIdleLogout } from '../../features/auth';
import { OpenInWindow, redeemLaunchCode, saveLtiLaunch } from '../../features/lti';
import { SettingsDialog } from '../../features/settings';
import { useMaintenanceGate } from '../../features/shell';
import { useCurrentUser } from '../../lib/auth/current-user';
import { setTokens } from '../../lib/auth/token-store';
import { guard } from '../guards';
import { SessionDialogs } from './session-dialogs';

const requireAuth = guard('auth');

/**
 * docs/product/integrations.md, "In a frame": a launch lands on /widget with a one-time code,
 * traded for the app's tokens before anything renders; no cookie is involved. Then the usual
 * signed-in guard.
 */
export async function widgetLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const code = url.searchParams.get('lti_code');
  if (code) {
    const session = await redeemLaunchCode(code);
    setTokens({ idToken: session.idToken, refreshToken: session.refreshToken });
    saveLtiLaunch(session);
    throw redirect(paths.widget);
  }
  return requireAuth(args);
}

/** The widget's frame-sized shell: a compact header and no sidebar. */
export function WidgetShell() {
  const { data: user } = useCurrentUser();
  const blocked = useMaintenanceGate({ allowDeveloperBypass: false });
  // The same idle sign-out as the full app (docs/product/shell-and-accounts.md, "Sign-in and sessions").
  useIdleLogout(getRuntimeConfig().idleTimeMinutes);
  if (blocked) return <Navigate to={paths.maintenance} replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Wilco
          </Typography>
          <OpenInWindow />
          {user ? (
            <Typography variant="body2" color="text.secondary">
              {user.auth_user.display_name}
            </Typography>
          ) : null}
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content" sx={{ p: { xs: 1.5, sm: 2 }, flexGrow: 1 }}>
        <Outlet />
      </Box>
      <SessionDialogs routesLoaded />
      <SettingsDialog />
      <DeviceTestDialog />
    </Box>
  );
}
