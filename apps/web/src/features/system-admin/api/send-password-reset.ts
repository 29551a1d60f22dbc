import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const SentSchema = z.object({ success: z.literal(true), message: z.string() });

/** `POST /api/user/{userId}/sendPasswordReset`: emails the user a link to choose a new password. */
export function sendPasswordReset(userId: number): Promise<z.infer<typeof SentSchema>> {
  return apiFetch(`/user/${userId}/sendPasswordReset`, { method: 'POST', schema: SentSchema });
}

/**
 * docs/product/administration.md, "Admin fetches": a failed password reset is only logged; the caller clears
 * its loading state.
 */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: sendPasswordReset,
    meta: { method: 'POST', suppressErrorNotification: true },
    onError: (error) => console.error('Could not send the password reset email.', error),
  });
}
