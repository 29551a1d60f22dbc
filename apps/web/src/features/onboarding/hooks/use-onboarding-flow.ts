import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { recordingAcknowledgedQueryOptions } from '../api/get-recording-acknowledged';
import { useOnboardingStore } from '../stores/onboarding-store';

/** Consent is given when the server stored it, or when it was given for this session only. */
export function isAcknowledged(
  stored: boolean | undefined,
  consentSessionId: string | null,
  sessionId: string | null,
): boolean {
  return stored === true || (stored === false && sessionId !== null && consentSessionId === sessionId);
}

/**
 * docs/product/shell-and-accounts.md, "Consent and welcome video": once the route list has loaded, ask
 * whether recording was acknowledged; if not, the consent dialog shows. Once it is acknowledged the
 * intro-video autoplay check runs.
 */
export function useOnboardingFlow({ enabled }: { enabled: boolean }) {
  const { data: user } = useCurrentUser();
  const ack = useQuery({ ...recordingAcknowledgedQueryOptions(), enabled: enabled && Boolean(user) });
  const consentSessionId = useOnboardingStore((s) => s.consentSessionId);
  const autoplayWelcomeOnce = useOnboardingStore((s) => s.autoplayWelcomeOnce);

  const sessionId = user?.session_id ?? null;
  const stored = ack.data?.recording_acknowledged;
  const acknowledged = isAcknowledged(stored, consentSessionId, sessionId);
  const welcomeSaved = user?.db_user.welcome_saved ?? true;

  useEffect(() => {
    if (!enabled || !acknowledged || welcomeSaved || !sessionId) return;
    autoplayWelcomeOnce(sessionId);
  }, [enabled, acknowledged, welcomeSaved, sessionId, autoplayWelcomeOnce]);

  return { sessionId, needsConsent: enabled && stored === false && !acknowledged };
}
