import { lazy, Suspense } from 'react';
import { ForcedMfaDialog, needsMfaEnrollment } from '../../features/account';
import { LogoutDialog, PASSWORD_CHANGED_NOTICE, useSignOut } from '../../features/auth';
import { Onboarding } from '../../features/onboarding';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useQuizLaunch } from '../../lib/quiz-launch';
import { resetPageDisplay } from '../../lib/settings-dialog';
import { useAccountDialogNeeded } from './lazy-dialogs';

const AccountSettingsDialog = lazy(() =>
  import('../../features/account/components/account-settings-dialog').then((m) => ({
    default: m.AccountSettingsDialog,
  })),
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

  // docs/product/shell-and-accounts.md, "Sign-in and sessions": the server ended every session; this tab
  // signs out and says why.
  const onPasswordChanged = () =>
    void signOut({ notice: { message: PASSWORD_CHANGED_NOTICE, color: 'success', timeout: 8_000 } });

  return (
    <>
      <LogoutDialog />
      {accountNeeded ? (
        <Suspense fallback={null}>
          <AccountSettingsDialog onPasswordChanged={onPasswordChanged} onFactoryReset={resetClientState} />
        </Suspense>
      ) : null}
      <ForcedMfaDialog user={user} onSignOut={() => signOut()} />
      <Onboarding enabled={routesLoaded && Boolean(user) && !mfaBlocked} onSignOut={() => void signOut()} />
    </>
  );
}
