import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/current-user';
import { MFA_STATUS_QUERY_KEY } from './get-mfa-status';

/**
 * `POST /api/user/mfa/disable`: the current password and a code turn two-factor off (not when it is
 * required).
 */
export function disableMfa(proof: { code: string; current_password: string }): Promise<unknown> {
  return apiFetch('/user/mfa/disable', {
    method: 'POST',
    body: proof,
    schema: SuccessSchema,
    onUnauthorized: 'if-expired',
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    meta: { method: 'POST' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MFA_STATUS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
