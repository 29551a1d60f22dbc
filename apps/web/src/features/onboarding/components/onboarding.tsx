import { lazy } from 'react';
import { OnFirstNeed } from '../../../lib/on-first-need';
import { useOnboardingFlow } from '../hooks/use-onboarding-flow';
import { useOnboardingStore } from '../stores/onboarding-store';

// Most sessions show neither dialog: their code loads when one is first needed
// (docs/product/shell-and-accounts.md, "Loading and reloads").
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));
const WelcomeVideoDialog = lazy(() =>
  import('./welcome-video-dialog').then((m) => ({ default: m.WelcomeVideoDialog })),
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
  const welcomeOpen = useOnboardingStore((s) => s.isWelcomeOpen);
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
