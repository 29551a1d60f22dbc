import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SsoSettingsSchema,
  type OidcSettingsUpdate,
  type SamlSettingsUpdate,
  type SsoProtocol,
  type SsoSettings,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

export const SSO_SETTINGS_QUERY_KEY = ['system-admin', 'sso'] as const;

/** `GET /api/sso`: this tenant's single sign-on cards (docs/product/administration.md, "Single sign-on"). */
export function useSsoSettings() {
  return useQuery({
    queryKey: SSO_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch('/sso', { schema: SsoSettingsSchema, signal });
      } catch (error) {
        // docs/product/administration.md, "Admin fetches": admin fetch failures are only logged.
        console.error('Could not obtain single sign-on settings from backend.', error);
        throw error;
      }
    },
  });
}

export type SsoChange =
  | { protocol: 'oidc'; body: OidcSettingsUpdate }
  | { protocol: 'saml'; body: SamlSettingsUpdate }
  | { protocol: SsoProtocol; remove: true };

/** `PUT /api/sso/{protocol}` or `DELETE /api/sso/{protocol}`; both answer with all the cards. */
export function saveSsoSettings(change: SsoChange): Promise<SsoSettings> {
  const path = `/sso/${change.protocol}`;
  if ('remove' in change) return apiFetch(path, { method: 'DELETE', schema: SsoSettingsSchema });
  return apiFetch(path, { method: 'PUT', body: change.body, schema: SsoSettingsSchema });
}

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSsoSettings,
    meta: { method: 'PUT' },
    onSuccess: (settings) => queryClient.setQueryData(SSO_SETTINGS_QUERY_KEY, settings),
  });
}
