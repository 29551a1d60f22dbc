import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LtiPlatformSchema, type LtiPlatformInput } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

const KEY = ['system-admin', 'lti-platforms'] as const;

/** `GET /api/admin/lti/platforms` (docs/product/integrations.md, "Platforms"). */
export function useLtiPlatforms() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch('/admin/lti/platforms', { schema: z.array(LtiPlatformSchema), signal }),
  });
}

export function useAddLtiPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LtiPlatformInput) =>
      apiFetch('/admin/lti/platforms', { method: 'POST', body: input, schema: LtiPlatformSchema }),
    // The form shows the failure beside its fields.
    meta: { method: 'POST', suppressErrorNotification: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemoveLtiPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platformId: number) => apiFetch(`/admin/lti/platforms/${platformId}`, { method: 'DELETE' }),
    // The confirmation dialog shows the failure.
    meta: { method: 'DELETE', suppressErrorNotification: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
