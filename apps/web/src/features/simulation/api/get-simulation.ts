import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimulationDebriefSchema, type SimulationDebrief } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { simulationKeys } from './simulation-keys';

/** `GET /api/simulation/{sim_id}`: the debrief of one played scenario. */
export function getSimulation(simId: number, signal?: AbortSignal): Promise<SimulationDebrief> {
  return apiFetch(`/simulation/${simId}`, { schema: SimulationDebriefSchema, signal });
}

export const simulationQueryOptions = (simId: number) =>
  queryOptions({
    queryKey: simulationKeys.debrief(simId),
    queryFn: ({ signal }) => getSimulation(simId, signal),
  });

export function useSimulation(simId: number) {
  return useQuery(simulationQueryOptions(simId));
}
