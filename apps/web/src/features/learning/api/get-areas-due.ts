import { queryOptions, useQuery } from '@tanstack/react-query';
import { AreasDueSchema, type AreasDue } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/review/areas`: questions due now per course area. */
export function getAreasDue(tzOffset: number, signal?: AbortSignal): Promise<AreasDue> {
  return apiFetch(`/review/areas?tz_offset=${tzOffset}`, { schema: AreasDueSchema, signal });
}

export const areasDueQueryOptions = (tzOffset = new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: ['review', 'areas', tzOffset] as const,
    queryFn: ({ signal }) => getAreasDue(tzOffset, signal),
  });

/** Due counts keyed by area id. */
export function useAreasDue({ enabled = true } = {}) {
  return useQuery({
    ...areasDueQueryOptions(),
    enabled,
    select: (data) => new Map(data.areas.map((a) => [a.area_id, a.due])),
  });
}
