import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `DELETE /api/user/data` (docs/product/shell-and-accounts.md, "Factory reset"): quiz and progress data and
 * the exam date are gone.
 */
export function factoryReset(): Promise<unknown> {
  return apiFetch('/user/data', { method: 'DELETE', schema: SuccessSchema });
}

/**
 * docs/product/shell-and-accounts.md, "Factory reset": after a reset every page's data is stale (home,
 * course, quizzes and the user's exam date), so everything cached is refetched; pages on screen reload at
 * once.
 */
export function useFactoryReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: factoryReset,
    meta: { method: 'DELETE' },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
