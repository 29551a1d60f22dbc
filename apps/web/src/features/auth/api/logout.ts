import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/user/logout` (spec 01 §7.1, refresh strategy): revokes this session on the server. */
export function logout(): Promise<unknown> {
  return apiFetch('/user/logout', { method: 'POST', schema: SuccessSchema });
}
