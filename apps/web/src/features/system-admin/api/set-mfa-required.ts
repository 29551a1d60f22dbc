import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { replaceCachedUser } from './get-users';

export type SetMfaRequiredInput = { userId: number; required: boolean };

/** `PUT /api/user/{userId}/mfaRequired`: require (or stop requiring) two-factor sign-in. */
export function setMfaRequired({ userId, required }: SetMfaRequiredInput): Promise<AdminUser> {
  return apiFetch(`/user/${userId}/mfaRequired`, {
    method: 'PUT',
    body: { required },
    schema: AdminUserSchema,
  });
}

/** The answer is the updated user; it replaces its row without fetching the list again. */
export function useSetMfaRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMfaRequired,
    meta: { method: 'PUT' },
    onSuccess: (user) => replaceCachedUser(queryClient, user),
  });
}
