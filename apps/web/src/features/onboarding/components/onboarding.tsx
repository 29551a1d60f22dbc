import { lazy } from 'react';
import { lazyWithTheme } from '../../../components/theme/lazy-with-theme';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { OnFirstNeed } from '../../../lib/on-first-need';
import { useOnboardingFlow } from '../hooks/use-onboarding-flow';
import { useOnboardingStore } from '../stores/onboarding-store';

// Loaded when first shown, as most sessions show neither dialog. The consent dialog is plain (a
// first visit to Home shows it, and Home loads no MUI: decision 036); the video brings MUI's theme.
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));
const WelcomeVideoDialog = lazyWithTheme(() =>
  import('./welcome-video-dialog').then((m) => m.WelcomeVideoDialog),
);

type OnboardingProps = {
  /** False until the route list has loaded and nothing (a required second factor) blocks the session. */
  enabled: boolean;
  onSignOut: () => void;
};

/**
 * The consent prompt, then the welcome video
 * (docs/product/shell-and-accounts.md, "Consent and welcome video").
 */
export function Onboarding({ enabled, onSignOut }: OnboardingProps) {
  const { sessionId, needsConsent } = useOnboardingFlow({ enabled });
  const { data: user } = useCurrentUser();
  const welcomeOpen = useOnboardingStore((s) => s.isWelcomeOpen) && Boolean(user);
  return (
    <>
      {sessionId ? (
        <OnFirstNeed when={needsConsent}>
          <ConsentDialog open={needsConsent} sessionId={sessionId} onSignOut={onSignOut} />
        </OnFirstNeed>
      ) : null}
      <OnFirstNeed when={welcomeOpen}>
        <WelcomeVideoDialog />
      </OnFirstNeed>
    </>
  );
}
