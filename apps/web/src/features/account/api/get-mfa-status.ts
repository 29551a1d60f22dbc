import { queryOptions, useQuery } from '@tanstack/react-query';
import { MfaStatusSchema, type MfaStatus } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/user/mfa`: whether two-factor sign-in is on, and whether it is required. */
export function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return apiFetch('/user/mfa', { schema: MfaStatusSchema, signal });
}

export const MFA_STATUS_QUERY_KEY = ['user', 'mfa'] as const;

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: MFA_STATUS_QUERY_KEY, queryFn: ({ signal }) => getMfaStatus(signal) });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
