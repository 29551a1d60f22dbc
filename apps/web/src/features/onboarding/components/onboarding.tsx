import { useOnboardingFlow } from '../hooks/use-onboarding-flow';
import { ConsentDialog } from './consent-dialog';
import { WelcomeVideoDialog } from './welcome-video-dialog';

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
  return (
    <>
      {sessionId ? <ConsentDialog open={needsConsent} sessionId={sessionId} onSignOut={onSignOut} /> : null}
      <WelcomeVideoDialog />
    </>
  );
}
