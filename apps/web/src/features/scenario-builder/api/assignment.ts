import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AssigneeSchema,
  AssignmentResultSchema,
  ScenarioQueueSchema,
  type Assignee,
  type AssignmentBody,
  type AssignmentResult,
  type ScenarioQueue,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET {script}/assignees`: the school's users with their roles. */
export function getAssignees(signal?: AbortSignal): Promise<Assignee[]> {
  return apiFetch('/assignees', { service: 'script', schema: z.array(AssigneeSchema), signal });
}
export const useAssignees = () =>
  useQuery({ queryKey: ['scenario-builder', 'assignees'], queryFn: ({ signal }) => getAssignees(signal) });

/** `POST {script}/script/{id}/assignments`. */
export function assignScenario(id: number, body: AssignmentBody): Promise<AssignmentResult> {
  return apiFetch(`/script/${id}/assignments`, {
    service: 'script',
    method: 'POST',
    body,
    schema: AssignmentResultSchema,
  });
}
export function useAssignScenario(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBody) => assignScenario(id, body),
    meta: { method: 'POST' },
    // The dialog says how many queues it reached.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['scenario-builder', 'queue'] });
    },
  });
}

const queueKey = (uid: number) => ['scenario-builder', 'queue', uid] as const;

/** `GET {playlist}/queue/{uid}`: a learner's queue, as an Admin reads it. */
export const useLearnerQueue = (uid: number | null) =>
  useQuery({
    queryKey: queueKey(uid ?? 0),
    queryFn: ({ signal }) =>
      apiFetch(`/queue/${uid}`, { service: 'playlist', schema: ScenarioQueueSchema, signal }),
    enabled: uid !== null,
    staleTime: 0,
  });

/** `DELETE {playlist}/queue/{uid}/items/{id}` and `PUT {playlist}/queue/{uid}` (reorder). */
export function useEditLearnerQueue(uid: number) {
  const queryClient = useQueryClient();
  const onSuccess = (queue: ScenarioQueue) => queryClient.setQueryData(queueKey(uid), queue);
  const remove = useMutation({
    mutationFn: (scriptQueueId: number) =>
      apiFetch(`/queue/${uid}/items/${scriptQueueId}`, {
        service: 'playlist',
        method: 'DELETE',
        schema: ScenarioQueueSchema,
      }),
    meta: { method: 'DELETE' },
    onSuccess,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch(`/queue/${uid}`, {
        service: 'playlist',
        method: 'PUT',
        body: { script_queue_list: ids },
        schema: ScenarioQueueSchema,
      }),
    meta: { method: 'PUT' },
    onSuccess,
  });
  return { remove, reorder };
}
