import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ScriptDiffSchema,
  ScriptVersionSummarySchema,
  type ScriptDiff,
  type ScriptVersionSummary,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET {script}/draft/{id}/versions`: published versions, newest first. */
export function getVersions(id: number, signal?: AbortSignal): Promise<ScriptVersionSummary[]> {
  return apiFetch(`/draft/${id}/versions`, {
    service: 'script',
    schema: z.array(ScriptVersionSummarySchema),
    signal,
  });
}
export const versionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['scenario-builder', 'versions', id],
    queryFn: ({ signal }) => getVersions(id, signal),
    staleTime: 0,
  });
export const useVersions = (id: number) => useQuery(versionsQueryOptions(id));

/** `GET {script}/draft/{id}/diff?from&to`: `working` names the unsaved-to-a-version working copy. */
export function getDiff(id: number, from: string, to: string, signal?: AbortSignal): Promise<ScriptDiff> {
  const query = new URLSearchParams({ from, to });
  return apiFetch(`/draft/${id}/diff?${query}`, { service: 'script', schema: ScriptDiffSchema, signal });
}
export const useDiff = (id: number, from: string | null, to: string) =>
  useQuery({
    queryKey: ['scenario-builder', 'diff', id, from, to],
    queryFn: ({ signal }) => getDiff(id, from ?? 'working', to, signal),
    enabled: from !== null && from !== to,
    staleTime: 0,
  });
