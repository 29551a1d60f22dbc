import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, MfaChallenge } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { authSchema } from './auth-schema';

export function isMfaChallenge(response: LoginResponse): response is MfaChallenge {
  return 'mfa_token' in response;
}

/**
 * `POST /api/user/login` (docs/product/shell-and-accounts.md, "Sign-in and sessions"): a token pair, or an
 * MFA challenge.
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiFetch('/user/login', { method: 'POST', body, schema: authSchema('LoginResponseSchema') });
}

/** The form shows errors inline, so the global notification stays quiet. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { suppressErrorNotification: true, method: 'POST' } });
}
