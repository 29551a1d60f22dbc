import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `DELETE /api/user/data` (spec 01 §7.2): quiz and progress data and the exam date are gone. */
export function factoryReset(): Promise<unknown> {
  return apiFetch('/user/data', { method: 'DELETE', schema: SuccessSchema });
}

/**
 * spec 01 §4: after a reset every page's data is stale (home, course, quizzes and the user's
 * exam date), so everything cached is refetched; pages on screen reload at once.
 */
export function useFactoryReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: factoryReset,
    meta: { method: 'DELETE' },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
