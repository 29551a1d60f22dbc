import { useMutation } from '@tanstack/react-query';
import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/user/directResetPassword` (docs/product/shell-and-accounts.md, "Password"). The server ends
 * every session after it.
 */
export function changePassword(password: string): Promise<unknown> {
  return apiFetch('/user/directResetPassword', {
    method: 'POST',
    body: { password },
    schema: SuccessSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { method: 'POST' } });
}
