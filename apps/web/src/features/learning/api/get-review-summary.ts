import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReviewSummarySchema, type ReviewSummary } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/review/summary`: due counts and the forecast in the learner's own day. */
export function getReviewSummary(tzOffset: number, signal?: AbortSignal): Promise<ReviewSummary> {
  return apiFetch(`/review/summary?tz_offset=${tzOffset}`, { schema: ReviewSummarySchema, signal });
}

export const reviewSummaryQueryOptions = (tzOffset = new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: ['review', 'summary', tzOffset] as const,
    queryFn: ({ signal }) => getReviewSummary(tzOffset, signal),
  });

export function useReviewSummary({ enabled = true } = {}) {
  return useQuery({ ...reviewSummaryQueryOptions(), enabled });
}
