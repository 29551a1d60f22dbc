import { useMutation } from '@tanstack/react-query';
import type { MfaVerifyBodySchema, TokenPair } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { authSchema } from './auth-schema';

export type MfaVerifyBody = z.infer<typeof MfaVerifyBodySchema>;

/** `POST /api/user/mfa/verify`: the second sign-in step answers with the token pair. */
export function verifyMfa(body: MfaVerifyBody): Promise<TokenPair> {
  return apiFetch('/user/mfa/verify', { method: 'POST', body, schema: authSchema('TokenPairSchema') });
}

export function useVerifyMfa() {
  return useMutation({ mutationFn: verifyMfa, meta: { suppressErrorNotification: true, method: 'POST' } });
}
