import { queryOptions, useQuery } from '@tanstack/react-query';
import { TenantSettingsSchema, type TenantSettings } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/settings`: the tenant's maintenance switch, notices, MFA rule and primary course. */
export function getTenantSettings(signal?: AbortSignal): Promise<TenantSettings> {
  return apiFetch('/settings', { schema: TenantSettingsSchema, signal });
}

export const TENANT_SETTINGS_QUERY_KEY = ['system-admin', 'settings'] as const;

export const tenantSettingsQueryOptions = () =>
  queryOptions({
    queryKey: TENANT_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await getTenantSettings(signal);
      } catch (error) {
        // docs/product/administration.md, "Admin fetches": admin fetch failures are only logged.
        console.error('Could not obtain tenant settings from backend.', error);
        throw error;
      }
    },
  });

export function useTenantSettings() {
  return useQuery(tenantSettingsQueryOptions());
}
