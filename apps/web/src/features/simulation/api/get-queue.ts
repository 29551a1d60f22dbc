import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScenarioQueueSchema, type ScenarioQueue } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { simulationKeys } from './simulation-keys';

/** `GET {playlist}/queue/{uid}`: the learner's queue, items and multi-chat groups in order. */
export function getQueue(uid: number, signal?: AbortSignal): Promise<ScenarioQueue> {
  return apiFetch(`/queue/${uid}`, { service: 'playlist', schema: ScenarioQueueSchema, signal });
}

export const queueQueryKey = simulationKeys.queue;

export const queueQueryOptions = (uid: number) =>
  queryOptions({
    queryKey: queueQueryKey(uid),
    queryFn: ({ signal }) => getQueue(uid, signal),
    staleTime: 0,
  });

export function useQueue(uid: number | null) {
  return useQuery({ ...queueQueryOptions(uid ?? 0), enabled: uid !== null });
}
