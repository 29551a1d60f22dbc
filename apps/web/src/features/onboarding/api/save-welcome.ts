import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { updateCachedUser } from '../../../lib/auth/current-user';

/**
 * `POST /api/user/welcomeSave` (docs/product/shell-and-accounts.md, "Consent and welcome video"): the welcome
 * video stops opening at sign-in.
 */
export function saveWelcome(): Promise<unknown> {
  return apiFetch('/user/welcomeSave', { method: 'POST', schema: SuccessSchema });
}

export function useSaveWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWelcome,
    meta: { method: 'POST' },
    onSuccess: () => updateCachedUser(queryClient, () => ({ welcome_saved: true })),
  });
}
