import { useMutation } from '@tanstack/react-query';
import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

export type PasswordChange = { password: string; current_password: string; code?: string };

/**
 * `POST /api/user/directResetPassword` (docs/product/shell-and-accounts.md, "Password"): the new
 * password, the current one and, with two-factor on, a code. The server ends every session after it.
 */
export function changePassword(change: PasswordChange): Promise<unknown> {
  return apiFetch('/user/directResetPassword', {
    method: 'POST',
    body: change,
    schema: SuccessSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { method: 'POST' } });
}
