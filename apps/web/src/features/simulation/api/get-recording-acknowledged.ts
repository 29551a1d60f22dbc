import { queryOptions } from '@tanstack/react-query';
import { RecordingAcknowledgedSchema } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type RecordingAcknowledged = z.infer<typeof RecordingAcknowledgedSchema>;

/** `GET /api/auth/recordingAcknowledge`: read afresh before every simulation. */
export function getRecordingAcknowledged(signal?: AbortSignal): Promise<RecordingAcknowledged> {
  return apiFetch('/auth/recordingAcknowledge', { schema: RecordingAcknowledgedSchema, signal });
}

export const simRecordingAcknowledgedQueryOptions = () =>
  queryOptions({
    queryKey: ['simulation', 'recording-acknowledged'] as const,
    queryFn: ({ signal }) => getRecordingAcknowledged(signal),
    staleTime: 0,
    retry: false,
  });
