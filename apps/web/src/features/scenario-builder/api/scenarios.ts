import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ScriptDraftSchema,
  ScriptSummarySchema,
  type ScriptDraft,
  type ScriptDraftCreate,
  type ScriptSummary,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

export const scenariosKey = ['scenario-builder', 'list'] as const;
export const scenarioKey = (id: number) => ['scenario-builder', 'scenario', id] as const;

/** `GET {script}/draft`: the school's scenarios, most recently changed first. */
export function getScenarios(signal?: AbortSignal): Promise<ScriptSummary[]> {
  return apiFetch('/draft', { service: 'script', schema: z.array(ScriptSummarySchema), signal });
}
export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: scenariosKey, queryFn: ({ signal }) => getScenarios(signal), staleTime: 0 });
export const useScenarios = () => useQuery(scenariosQueryOptions());

/** `GET {script}/draft/{id}`: every field and turn, with the revision a save must carry. */
export function getScenario(id: number, signal?: AbortSignal): Promise<ScriptDraft> {
  return apiFetch(`/draft/${id}`, { service: 'script', schema: ScriptDraftSchema, signal });
}
export const scenarioQueryOptions = (id: number) =>
  queryOptions({ queryKey: scenarioKey(id), queryFn: ({ signal }) => getScenario(id, signal), staleTime: 0 });
export const useScenario = (id: number | null) =>
  useQuery({ ...scenarioQueryOptions(id ?? 0), enabled: id !== null });

/** Every write answers the whole scenario: it replaces the cached one and refreshes the list. */
export function useStoreScenario() {
  const queryClient = useQueryClient();
  return (draft: ScriptDraft) => {
    queryClient.setQueryData(scenarioKey(draft.script_id), draft);
    void queryClient.invalidateQueries({ queryKey: scenariosKey });
  };
}

/** `POST {script}/draft`: a new draft (also a duplicate: the copied fields under a new name). */
export function createScenario(body: ScriptDraftCreate): Promise<ScriptDraft> {
  return apiFetch('/draft', { service: 'script', method: 'POST', body, schema: ScriptDraftSchema });
}
export function useCreateScenario() {
  const store = useStoreScenario();
  return useMutation({ mutationFn: createScenario, meta: { method: 'POST' }, onSuccess: store });
}
