import { queryOptions, useQuery } from '@tanstack/react-query';
import { FeedbackEntrySchema, type FeedbackEntry } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { obtain } from '../utils/obtain';

export const FEEDBACK_OBTAINED = 'Successfully obtained all feedback from backend.';

/**
 * `GET /api/attempt/feedbacks` (docs/product/administration.md, "System admin"): what learners said about
 * questions.
 */
export function getFeedback(signal?: AbortSignal): Promise<FeedbackEntry[]> {
  return apiFetch('/attempt/feedbacks', { schema: z.array(FeedbackEntrySchema), signal });
}

export const feedbackQueryOptions = () =>
  queryOptions({
    queryKey: ['system-admin', 'feedback'] as const,
    queryFn: ({ signal }) => obtain(getFeedback(signal), FEEDBACK_OBTAINED, 'all feedback'),
  });

export function useFeedback() {
  return useQuery(feedbackQueryOptions());
}
