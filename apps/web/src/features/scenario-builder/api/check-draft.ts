import { useQuery } from '@tanstack/react-query';
import { DraftCheckSchema, type DraftCheck, type ScriptDraftBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST {script}/draft/check`: the judge's reading of the inputs and the deep links taken. */
export function checkDraft(
  body: ScriptDraftBody & { script_id: number | null },
  signal?: AbortSignal,
): Promise<DraftCheck> {
  return apiFetch('/draft/check', {
    service: 'script',
    method: 'POST',
    body,
    schema: DraftCheckSchema,
    signal,
  });
}

/** Asked again whenever the (debounced) draft changes; the last answer stays shown meanwhile. */
export function useDraftCheck(body: (ScriptDraftBody & { script_id: number | null }) | null) {
  return useQuery({
    queryKey: ['scenario-builder', 'check', body],
    queryFn: ({ signal }) => checkDraft(body!, signal),
    enabled: body !== null,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: false,
  });
}
