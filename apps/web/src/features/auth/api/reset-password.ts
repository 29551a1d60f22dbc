import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBodySchema } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { successSchema } from './auth-schema';

export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** `POST /api/user/resetPassword` (public): completes the link an administrator emailed. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return apiFetch('/user/resetPassword', { method: 'POST', body, schema: successSchema });
}

/** The form shows the server's message inline, so the global notification stays quiet. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: { suppressErrorNotification: true, method: 'POST' },
  });
}
