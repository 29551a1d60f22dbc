import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QueueClearedSchema, type QueueCleared } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { queueQueryKey } from './get-queue';

export const CLEAR_SUCCESS_TEXT = 'Successfully cleared queued';
export const CLEAR_ERROR_TEXT = 'Error clearing queue';

/** `DELETE {playlist}/queue/{uid}`. */
export function clearQueue(uid: number): Promise<QueueCleared> {
  return apiFetch(`/queue/${uid}`, { service: 'playlist', method: 'DELETE', schema: QueueClearedSchema });
}

export function useClearQueue(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearQueue(uid),
    meta: { suppressErrorNotification: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queueQueryKey(uid) });
      notify({ message: CLEAR_SUCCESS_TEXT, color: 'success' });
    },
    onError: () => notify({ message: CLEAR_ERROR_TEXT, color: 'error' }),
  });
}
