import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomePageSchema, type HomePage } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/pages/home`; the offset lets the server count "days practised" in the learner's days. */
export function getHomePage(tzOffset: number, signal?: AbortSignal): Promise<HomePage> {
  return apiFetch(`/pages/home?tz_offset=${tzOffset}`, { schema: HomePageSchema, signal });
}

export const homePageQueryOptions = (tzOffset = new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: ['pages', 'home', tzOffset] as const,
    queryFn: ({ signal }) => getHomePage(tzOffset, signal),
  });

export function useHomePage({ enabled = true } = {}) {
  return useQuery({ ...homePageQueryOptions(), enabled });
}
