import { queryOptions } from '@tanstack/react-query';
import { PlayedScriptSchema, type PlayedScript } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { simulationKeys } from './simulation-keys';

export const SCENARIO_ERROR_TEXT = 'Error obtaining scenario data';

/** `GET {script}/script/{script_id}`: the scenario as played. */
export function getScenario(scriptId: number, signal?: AbortSignal): Promise<PlayedScript> {
  return apiFetch(`/script/${scriptId}`, { service: 'script', schema: PlayedScriptSchema, signal });
}

export const scenarioQueryOptions = (scriptId: number) =>
  queryOptions({
    queryKey: simulationKeys.scenario(scriptId),
    queryFn: ({ signal }) => getScenario(scriptId, signal),
    staleTime: 0,
  });
