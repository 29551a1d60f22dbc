import { useMutation } from '@tanstack/react-query';
import { ScriptDraftSchema, type ScriptDraft, type ScriptDraftUpdate } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { useStoreScenario } from './scenarios';

/** `PUT {script}/draft/{id}` over the revision the author opened; a stale one answers 409. */
export function saveScenario(id: number, body: ScriptDraftUpdate): Promise<ScriptDraft> {
  return apiFetch(`/draft/${id}`, { service: 'script', method: 'PUT', body, schema: ScriptDraftSchema });
}

export function useSaveScenario(id: number) {
  const store = useStoreScenario();
  return useMutation({
    mutationFn: (body: ScriptDraftUpdate) => saveScenario(id, body),
    // The editor shows a stale save itself, with a reload button.
    meta: { method: 'PUT', suppressErrorNotification: true },
    onSuccess: store,
  });
}
