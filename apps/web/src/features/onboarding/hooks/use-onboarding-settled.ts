import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { recordingAcknowledgedQueryOptions } from '../api/get-recording-acknowledged';
import { useOnboardingStore } from '../stores/onboarding-store';
import { isAcknowledged } from './use-onboarding-flow';

/**
 * True once this session's onboarding is over: consent given (stored, or for this session) and the
 * welcome video closed or not due. A launch that opens a dialog of its own (an LMS link to a quiz)
 * waits for it, so its dialog never covers the consent prompt
 * (docs/product/shell-and-accounts.md, "Consent and welcome video").
 */
export function useOnboardingSettled(): boolean {
  const { data: user } = useCurrentUser();
  const ack = useQuery({ ...recordingAcknowledgedQueryOptions(), enabled: Boolean(user) });
  const consentSessionId = useOnboardingStore((s) => s.consentSessionId);
  const welcomeAutoplaySessionId = useOnboardingStore((s) => s.welcomeAutoplaySessionId);
  const isWelcomeOpen = useOnboardingStore((s) => s.isWelcomeOpen);
  if (!user || ack.data === undefined) return false;
  const sessionId = user.session_id;
  const welcomeDone = user.db_user.welcome_saved || welcomeAutoplaySessionId === sessionId;
  return (
    isAcknowledged(ack.data.recording_acknowledged, consentSessionId, sessionId) &&
    welcomeDone &&
    !isWelcomeOpen
  );
}
