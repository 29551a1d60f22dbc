import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimulationSummarySchema, type SimulationSummary } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { simulationKeys } from './simulation-keys';

const SimulationListSchema = z.array(SimulationSummarySchema);

/** `GET /api/simulation`: the learner's played scenarios, for the past debriefs list. */
export function getSimulations(signal?: AbortSignal): Promise<SimulationSummary[]> {
  return apiFetch('/simulation', { schema: SimulationListSchema, signal });
}

export const simulationsQueryOptions = () =>
  queryOptions({
    queryKey: simulationKeys.list,
    queryFn: ({ signal }) => getSimulations(signal),
    staleTime: 0,
  });

export function useSimulations() {
  return useQuery(simulationsQueryOptions());
}
