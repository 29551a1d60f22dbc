import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/auth/recordingAcknowledge` (no body): the learner confirmed, and it is remembered. */
export function acknowledgeRecording(): Promise<unknown> {
  return apiFetch('/auth/recordingAcknowledge', { method: 'POST', schema: SuccessSchema });
}
