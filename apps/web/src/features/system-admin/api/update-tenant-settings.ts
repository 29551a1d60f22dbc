import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TenantSettingsSchema, type TenantSettings } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { TENANT_SETTINGS_QUERY_KEY } from './get-tenant-settings';

export type TenantSettingsChange = Partial<TenantSettings>;

/** `PUT /api/settings` with only the fields that changed; answers with all the settings. */
export function updateTenantSettings(change: TenantSettingsChange): Promise<TenantSettings> {
  return apiFetch('/settings', { method: 'PUT', body: change, schema: TenantSettingsSchema });
}

export function useUpdateTenantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenantSettings,
    meta: { method: 'PUT' },
    onSuccess: (settings) => {
      queryClient.setQueryData(TENANT_SETTINGS_QUERY_KEY, settings);
      // The shell's maintenance state (`GET /api/status`) and announcement (`GET /api/user/routes`)
      // come from these settings: show the change now rather than at their next poll.
      void queryClient.invalidateQueries({ queryKey: ['status'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'routes'] });
      void queryClient.invalidateQueries({ queryKey: ['pages'] });
    },
  });
}
