import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema, type RecordingAcknowledgementBodySchema } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { updateCachedUser } from '../../../lib/auth/current-user';
import { RECORDING_ACKNOWLEDGED_QUERY_KEY, type RecordingAcknowledged } from './get-recording-acknowledged';

export type RecordingAcknowledgementBody = z.infer<typeof RecordingAcknowledgementBodySchema>;

/**
 * `POST /api/user/recordingAcknowledgement`
 * (docs/product/shell-and-accounts.md, "Consent and welcome video"): `acknowledgement_saved` false
 * acknowledges this session only, and the server stores nothing.
 */
export function acknowledgeRecording(body: RecordingAcknowledgementBody): Promise<unknown> {
  return apiFetch('/user/recordingAcknowledgement', { method: 'POST', body, schema: SuccessSchema });
}

export function useAcknowledgeRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeRecording,
    meta: { method: 'POST' },
    onSuccess: (_data, { acknowledgement_saved: saved }) => {
      if (!saved) return;
      queryClient.setQueryData<RecordingAcknowledged>(RECORDING_ACKNOWLEDGED_QUERY_KEY, {
        recording_acknowledged: true,
      });
      updateCachedUser(queryClient, () => ({ recording_acknowledged: true }));
    },
  });
}
