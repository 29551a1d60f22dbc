import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScenariosDueSchema, type ScenariosDue } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/review/scenarios`: scenarios with a judged turn due now, most overdue first. */
export function getScenariosDue(tzOffset: number, signal?: AbortSignal): Promise<ScenariosDue> {
  return apiFetch(`/review/scenarios?tz_offset=${tzOffset}`, { schema: ScenariosDueSchema, signal });
}

export const scenariosDueQueryOptions = (tzOffset = new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: ['review', 'scenarios', tzOffset] as const,
    queryFn: ({ signal }) => getScenariosDue(tzOffset, signal),
    // Read afresh whenever the queue view shows: a play just ended may have moved its turns.
    staleTime: 0,
  });

export function useScenariosDue() {
  return useQuery({ ...scenariosDueQueryOptions(), select: (data) => data.scenarios });
}
