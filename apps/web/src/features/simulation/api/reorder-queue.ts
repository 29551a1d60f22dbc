import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScenarioQueueSchema, type ScenarioQueue } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { queueOrderIds } from '../model/queue-order';
import { queueQueryKey } from './get-queue';

export const REORDER_SUCCESS_TEXT = 'Successfully saved new queue order';
export const REORDER_ERROR_TEXT = 'Error saving new queue order';

/** `PUT {playlist}/queue/{uid}` with a flat list of script_queue_id; answers the new queue. */
export function reorderQueue(uid: number, queue: ScenarioQueue): Promise<ScenarioQueue> {
  return apiFetch(`/queue/${uid}`, {
    service: 'playlist',
    method: 'PUT',
    body: { script_queue_list: queueOrderIds(queue) },
    schema: ScenarioQueueSchema,
  });
}

/** Shows the new order at once; the server's answer replaces it, a failure restores the old one. */
export function useReorderQueue(uid: number) {
  const queryClient = useQueryClient();
  const key = queueQueryKey(uid);
  return useMutation({
    mutationFn: (queue: ScenarioQueue) => reorderQueue(uid, queue),
    meta: { suppressErrorNotification: true },
    onMutate: async (queue) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ScenarioQueue>(key);
      queryClient.setQueryData(key, queue);
      return { previous };
    },
    onSuccess: (queue) => {
      queryClient.setQueryData(key, queue);
      notify({ message: REORDER_SUCCESS_TEXT, color: 'success' });
    },
    onError: (_error, _queue, context) => {
      queryClient.setQueryData(key, context?.previous);
      notify({ message: REORDER_ERROR_TEXT, color: 'error' });
    },
  });
}
