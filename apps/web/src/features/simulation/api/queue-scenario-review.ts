import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QueuedScenarioSchema, type QueuedScenario } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { queueQueryKey } from './get-queue';

export const REPLAY_QUEUED_TEXT = 'Added first in your queue: press Start Simulation to replay it';

/** `POST /api/review/scenarios/queue`: a due scenario back first in the learner's own queue. */
export function queueScenarioReview(scriptId: number): Promise<QueuedScenario> {
  return apiFetch('/review/scenarios/queue', {
    method: 'POST',
    body: { script_id: scriptId },
    schema: QueuedScenarioSchema,
  });
}

export function useQueueScenarioReview(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueScenarioReview,
    meta: { method: 'POST' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queueQueryKey(uid) });
      notify({ message: REPLAY_QUEUED_TEXT, color: 'success' });
    },
  });
}
