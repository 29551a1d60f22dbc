import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventLogEntrySchema, type EventLogEntry } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { obtain } from '../utils/obtain';

export const ACTIVITY_OBTAINED = 'Successfully obtained question activity from backend.';

/** `GET /api/user/activity` (docs/product/administration.md, "System admin"): the tenant's event log. */
export function getActivity(signal?: AbortSignal): Promise<EventLogEntry[]> {
  return apiFetch('/user/activity', { schema: z.array(EventLogEntrySchema), signal });
}

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: ['system-admin', 'activity'] as const,
    queryFn: ({ signal }) => obtain(getActivity(signal), ACTIVITY_OBTAINED, 'question activity'),
  });

export function useActivity() {
  return useQuery(activityQueryOptions());
}
