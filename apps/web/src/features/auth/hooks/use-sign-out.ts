import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearTokens, getTokens } from '../../../lib/auth/token-store';
import { notify, type NotificationPayload } from '../../../lib/notifications';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { resetPageDisplay } from '../../../lib/settings-dialog';
import { logout } from '../api/logout';

export type SignOutOptions = {
  /** Where to go afterwards; the login page unless a deep link asks for another. */
  redirectTo?: string;
  /** Told to the user once signed out (e.g. why the session ended). */
  notice?: NotificationPayload;
};

/**
 * docs/product/shell-and-accounts.md, "Logout": server logout, then back to /. Other tabs follow through the
 * storage event. A failed server call (expired session, offline) must not keep the user signed in here.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ redirectTo = paths.login, notice }: SignOutOptions = {}) => {
    if (getTokens().idToken) {
      await logout().catch((error: unknown) =>
        console.warn('Server logout failed; signing out locally.', error),
      );
    }
    clearTokens();
    await navigate(redirectTo, { replace: true });
    // Cleared after leaving the shell, so its queries do not refetch as a guest; the next
    // sign-in then loads the route list afresh (docs/product/shell-and-accounts.md, "Sidebar items").
    queryClient.clear();
    // Nothing of this user's session may show for the next one: a launched quiz, sample-data switches.
    useQuizLaunch.getState().clear();
    resetPageDisplay();
    if (notice) notify(notice);
  };
}
