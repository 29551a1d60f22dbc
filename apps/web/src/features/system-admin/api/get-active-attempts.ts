import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActiveAttemptSchema, type ActiveAttempt } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { obtain } from '../utils/obtain';

export const ACTIVE_ATTEMPTS_OBTAINED = 'Successfully obtained all users active attempts.';

/**
 * `GET /api/user/attempts` (docs/product/administration.md, "System admin"): quiz attempts of every user
 * still in progress.
 */
export function getActiveAttempts(signal?: AbortSignal): Promise<ActiveAttempt[]> {
  return apiFetch('/user/attempts', { schema: z.array(ActiveAttemptSchema), signal });
}

export const activeAttemptsQueryOptions = () =>
  queryOptions({
    queryKey: ['system-admin', 'active-attempts'] as const,
    queryFn: ({ signal }) =>
      obtain(getActiveAttempts(signal), ACTIVE_ATTEMPTS_OBTAINED, 'all users active attempts'),
  });

export function useActiveAttempts() {
  return useQuery(activeAttemptsQueryOptions());
}
