import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, SsoProvider } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { authSchema, ssoProvidersSchema } from './auth-schema';

/**
 * `GET /api/auth/sso/providers` (docs/product/shell-and-accounts.md, "Single sign-on"): the providers of
 * the tenant named by an email domain or a tenant code.
 */
export async function getSsoProviders(lookup: string): Promise<SsoProvider[]> {
  const value = lookup.trim();
  const query = new URLSearchParams(value.includes('@') ? { email: value } : { tenant: value });
  const res = await apiFetch(`/auth/sso/providers?${query.toString()}`, { schema: ssoProvidersSchema });
  return res.providers;
}

export function useSsoProviders() {
  return useMutation({
    mutationFn: getSsoProviders,
    meta: { suppressErrorNotification: true, method: 'GET' },
  });
}

/** `POST /api/auth/sso/redeem`: the one-time code a finished IdP sign-in brought back. */
export function redeemSsoCode(code: string): Promise<LoginResponse> {
  return apiFetch('/auth/sso/redeem', {
    method: 'POST',
    body: { code },
    schema: authSchema('LoginResponseSchema'),
  });
}

export function useRedeemSsoCode() {
  return useMutation({
    mutationFn: redeemSsoCode,
    meta: { suppressErrorNotification: true, method: 'POST' },
  });
}
