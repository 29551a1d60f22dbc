import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { openLogoutDialog } from '../stores/logout-dialog-store';

export const RESET_TOKEN_PARAM = 'reset_token';
export const RESET_LINK_LOGOUT_TEXT =
  'You opened a password reset link while signed in. Log out now to choose a new password?';

/**
 * A password reset link opened in a signed-in browser lands in the app (the guards carry the
 * token along). This is the deep-link logout of docs/product/shell-and-accounts.md, "Logout": Yes/No, then
 * the reset form.
 */
export function useResetLinkWhileSignedIn(): void {
  const [params, setParams] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM);

  useEffect(() => {
    if (!token) return;
    setParams(
      (current) => {
        current.delete(RESET_TOKEN_PARAM);
        return current;
      },
      { replace: true },
    );
    const target = new URLSearchParams({ [RESET_TOKEN_PARAM]: token });
    openLogoutDialog({
      variant: 'yes-no',
      text: RESET_LINK_LOGOUT_TEXT,
      redirectTo: `${paths.login}?${target.toString()}`,
    });
  }, [token, setParams]);
}
