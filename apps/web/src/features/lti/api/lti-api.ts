import { useMutation, useQuery } from '@tanstack/react-query';
import {
  LtiDeepLinkChoicesSchema,
  LtiDeepLinkResponseSchema,
  LtiHandoffSchema,
  LtiRosterSchema,
  LtiSessionResponseSchema,
  type LtiSession,
  type LtiTargetDto,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/lti/session`: the launch's one-time code for the app's tokens
 * (docs/product/integrations.md, "In a frame").
 */
export function redeemLaunchCode(code: string): Promise<LtiSession> {
  return apiFetch('/lti/session', {
    method: 'POST',
    body: { code },
    schema: LtiSessionResponseSchema,
    onUnauthorized: 'none',
  });
}

export function useDeepLinkChoices(launchId: number) {
  return useQuery({
    queryKey: ['lti', 'choices', launchId] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/lti/launch/${launchId}/choices`, { schema: LtiDeepLinkChoicesSchema, signal }),
  });
}

export function useDeepLinkResponse() {
  return useMutation({
    mutationFn: (body: { launch_id: number; items: LtiTargetDto[] }) =>
      apiFetch('/lti/deep-link', { method: 'POST', body, schema: LtiDeepLinkResponseSchema }),
  });
}

export function useRoster(launchId: number) {
  return useQuery({
    queryKey: ['lti', 'roster', launchId] as const,
    queryFn: ({ signal }) => apiFetch(`/lti/launch/${launchId}/roster`, { schema: LtiRosterSchema, signal }),
  });
}

/** `POST /api/lti/launch/{id}/handoff`: the same launch, for a window of its own. */
export function handoffLaunch(launchId: number) {
  return apiFetch(`/lti/launch/${launchId}/handoff`, { method: 'POST', schema: LtiHandoffSchema });
}
