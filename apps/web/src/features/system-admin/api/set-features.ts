import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { replaceCachedUser } from './get-users';

export type SetFeaturesInput = { userId: number; features: string[] };

/** `PUT /api/user/{userId}/features`: the user's whole feature list. */
export function setFeatures({ userId, features }: SetFeaturesInput): Promise<AdminUser> {
  return apiFetch(`/user/${userId}/features`, { method: 'PUT', body: { features }, schema: AdminUserSchema });
}

export function useSetFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeatures,
    // The row menu's dialog shows the failure.
    meta: { method: 'PUT', suppressErrorNotification: true },
    onSuccess: (user) => replaceCachedUser(queryClient, user),
  });
}
