import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimulationSummarySchema, type SimulationSummary } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const SimulationListSchema = z.array(SimulationSummarySchema);

/** `GET /api/simulation`: the learner's played scenarios, for the past debriefs list. */
export function getSimulations(signal?: AbortSignal): Promise<SimulationSummary[]> {
  return apiFetch('/simulation', { schema: SimulationListSchema, signal });
}

export const simulationsQueryOptions = () =>
  queryOptions({
    queryKey: ['simulation', 'list'] as const,
    queryFn: ({ signal }) => getSimulations(signal),
    staleTime: 0,
  });

export function useSimulations() {
  return useQuery(simulationsQueryOptions());
}
