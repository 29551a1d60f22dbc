import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '../components/plain/plain.css';
import { paths } from '../config/paths';
import { loadRuntimeConfig } from '../config/runtime-config';
import { moveResetTokenFromFragment } from '../lib/auth/reset-fragment';
import { applyStoredColorScheme } from '../lib/color-scheme';
import { setSessionEndedHandler } from '../lib/auth/session-refresh';
import { watchCrossTabLogout } from '../lib/auth/token-store';
import { notify } from '../lib/notifications';
import { createQueryClient } from '../lib/query-client';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

async function boot() {
  // Before the first paint: the sign-in page's colours follow it without MUI (decision 036).
  applyStoredColorScheme();
  // Base URLs and links come from the server, so they must be known before the first request.
  await loadRuntimeConfig();
  watchCrossTabLogout(window, () => window.location.reload());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  moveResetTokenFromFragment(window.location, window.history);
  const router = createAppRouter();
  // The refresh token was refused: leave the shell first, so its queries do not refetch as a guest.
  // The server's reason when it gave one (docs/product/shell-and-accounts.md, "Idle sign-out").
  setSessionEndedHandler((reason) => {
    void router.navigate(paths.login, { replace: true }).then(() => {
      queryClient.clear();
      notify({ message: reason ?? 'Your session has ended. Sign in again to continue.', color: 'info' });
    });
  });

  const root = createRoot(container);
  // A transition lets React yield to the browser while it renders the first page, instead of one
  // long task that blocks input (docs/product/shell-and-accounts.md, "Loading and reloads").
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    );
  });
}

void boot();
