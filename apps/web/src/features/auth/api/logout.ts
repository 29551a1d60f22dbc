import { apiFetch } from '../../../lib/api-client';
import { successSchema } from './auth-schema';

/**
 * `POST /api/user/logout` (docs/product/shell-and-accounts.md, "Sign-in and sessions", refresh strategy):
 * revokes this session on the server.
 */
export function logout(): Promise<unknown> {
  // An ended session cannot be ended again: a 401 here is final, never a reason to refresh.
  return apiFetch('/user/logout', { method: 'POST', schema: successSchema, onUnauthorized: 'none' });
}
