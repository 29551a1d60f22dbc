import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearTokens, getTokens } from '../../../lib/auth/token-store';
import { logout } from '../api/logout';

/**
 * spec 01 §4: server logout, then back to /. Other tabs follow through the storage event.
 * A failed server call (expired session, offline) must not keep the user signed in here.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    if (getTokens().idToken) {
      await logout().catch((error: unknown) =>
        console.warn('Server logout failed; signing out locally.', error),
      );
    }
    clearTokens();
    await navigate(paths.login, { replace: true });
    // Cleared after leaving the shell, so its queries do not refetch as a guest.
    queryClient.clear();
  };
}
