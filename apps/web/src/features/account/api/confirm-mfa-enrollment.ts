import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/user/mfa/enroll/confirm`: the first code from the app switches two-factor on. */
export function confirmMfaEnrollment(code: string): Promise<unknown> {
  // A wrong code answers 401: refresh only if our token really expired, then it is the code.
  return apiFetch('/user/mfa/enroll/confirm', {
    method: 'POST',
    body: { code },
    schema: SuccessSchema,
    onUnauthorized: 'if-expired',
  });
}

/** Everything refetches: until now a required second factor blocked every other call. */
export function useConfirmMfaEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaEnrollment,
    meta: { method: 'POST' },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
