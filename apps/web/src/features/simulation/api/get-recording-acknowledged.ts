import { queryOptions } from '@tanstack/react-query';
import { RecordingAcknowledgedSchema } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { simulationKeys } from './simulation-keys';

export type RecordingAcknowledged = z.infer<typeof RecordingAcknowledgedSchema>;

/** `GET /api/auth/recordingAcknowledge`: read afresh before every simulation. */
export function getRecordingAcknowledged(signal?: AbortSignal): Promise<RecordingAcknowledged> {
  return apiFetch('/auth/recordingAcknowledge', { schema: RecordingAcknowledgedSchema, signal });
}

export const simRecordingAcknowledgedQueryOptions = () =>
  queryOptions({
    queryKey: simulationKeys.recordingAcknowledged,
    queryFn: ({ signal }) => getRecordingAcknowledged(signal),
    staleTime: 0,
    retry: false,
  });
