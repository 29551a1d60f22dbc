import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStatus } from '@wilco/shared';
import { apiFetch, ResponseShapeError } from '../../../lib/api-client';

/** PublicStatusSchema, checked by hand: the sign-in page asks for the status before zod is loaded. */
export function isPublicStatus(value: unknown): value is PublicStatus {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.maintenance === 'boolean' &&
    typeof v.maintenance_notice === 'string' &&
    (v.announcement === null || typeof v.announcement === 'string')
  );
}

export async function getPublicStatus(signal?: AbortSignal): Promise<PublicStatus> {
  const body = await apiFetch('/status', { signal });
  if (!isPublicStatus(body)) throw new ResponseShapeError('/status');
  return {
    maintenance: body.maintenance,
    maintenance_notice: body.maintenance_notice,
    announcement: body.announcement,
  };
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
