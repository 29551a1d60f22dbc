import { lazyWithTheme } from '../../components/theme/lazy-with-theme';
import { needsMfaEnrollment } from '../../features/account/utils/mfa-required';
import { PASSWORD_CHANGED_NOTICE } from '../../features/auth/components/notices';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useLogoutDialog } from '../../features/auth/stores/logout-dialog-store';
import { Onboarding } from '../../features/onboarding/components/onboarding';
import { useCurrentUser } from '../../lib/auth/current-user';
import { OnFirstNeed } from '../../lib/on-first-need';
import { useQuizLaunch } from '../../lib/quiz-launch';
import { resetPageDisplay } from '../../lib/settings-dialog';
import { useAccountDialogNeeded } from './lazy-dialogs';

// Shown on request or for the few accounts that must enrol a second factor: loaded when needed
// (docs/product/shell-and-accounts.md, "Loading and reloads"), with MUI's theme, as the shell
// and Home render without it (decision 036).
const AccountSettingsDialog = lazyWithTheme(() =>
  import('../../features/account/components/account-settings-dialog').then((m) => m.AccountSettingsDialog),
);
const LogoutDialog = lazyWithTheme(() =>
  import('../../features/auth/components/logout-dialog').then((m) => m.LogoutDialog),
);
const ForcedMfaDialog = lazyWithTheme(() =>
  import('../../features/account/components/forced-mfa-dialog').then((m) => m.ForcedMfaDialog),
);

/**
 * docs/product/shell-and-accounts.md, "Factory reset": a factory reset also returns the page, quiz and
 * simulation state to empty.
 */
const resetClientState = () => {
  useQuizLaunch.getState().clear();
  resetPageDisplay();
};

/**
 * The dialogs of a signed-in session. A required second factor comes first (the server
 * refuses everything else until then), then consent and the welcome video
 * (docs/product/shell-and-accounts.md, "Consent and welcome video").
 */
export function SessionDialogs({ routesLoaded }: { routesLoaded: boolean }) {
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const mfaBlocked = needsMfaEnrollment(user);
  const accountNeeded = useAccountDialogNeeded();
  const logoutOpen = useLogoutDialog((s) => s.isOpen);

  // docs/product/shell-and-accounts.md, "Sign-in and sessions": the server ended every session; this tab
  // signs out and says why.
  const onPasswordChanged = () =>
    void signOut({ notice: { message: PASSWORD_CHANGED_NOTICE, color: 'success', timeout: 8_000 } });

  return (
    <>
      <OnFirstNeed when={logoutOpen}>
        <LogoutDialog />
      </OnFirstNeed>
      <OnFirstNeed when={accountNeeded}>
        <AccountSettingsDialog onPasswordChanged={onPasswordChanged} onFactoryReset={resetClientState} />
      </OnFirstNeed>
      <OnFirstNeed when={mfaBlocked}>
        <ForcedMfaDialog user={user} onSignOut={() => signOut()} />
      </OnFirstNeed>
      <Onboarding enabled={routesLoaded && Boolean(user) && !mfaBlocked} onSignOut={() => void signOut()} />
    </>
  );
}
