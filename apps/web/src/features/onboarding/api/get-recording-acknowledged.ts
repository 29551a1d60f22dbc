import { queryOptions } from '@tanstack/react-query';
import { RecordingAcknowledgedSchema } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type RecordingAcknowledged = z.infer<typeof RecordingAcknowledgedSchema>;

/**
 * `GET /api/auth/recordingAcknowledge` (docs/product/shell-and-accounts.md, "Consent and welcome video"): has
 * the user stored their consent?
 */
export function getRecordingAcknowledged(signal?: AbortSignal): Promise<RecordingAcknowledged> {
  return apiFetch('/auth/recordingAcknowledge', { schema: RecordingAcknowledgedSchema, signal });
}

export const RECORDING_ACKNOWLEDGED_QUERY_KEY = ['user', 'recording-acknowledged'] as const;

export const recordingAcknowledgedQueryOptions = () =>
  queryOptions({
    queryKey: RECORDING_ACKNOWLEDGED_QUERY_KEY,
    queryFn: ({ signal }) => getRecordingAcknowledged(signal),
    staleTime: Infinity,
  });
