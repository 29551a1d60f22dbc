import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicStatusSchema, type PublicStatus } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

export function getPublicStatus(signal?: AbortSignal): Promise<PublicStatus> {
  return apiFetch('/status', { schema: PublicStatusSchema, signal });
}

export const publicStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['status'] as const,
    queryFn: ({ signal }) => getPublicStatus(signal),
    // Maintenance can be switched on while people are signed in; look again every minute.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/** Maintenance state and announcement (`GET /api/status`), readable before sign-in. */
export function usePublicStatus() {
  return useQuery(publicStatusQueryOptions());
}
