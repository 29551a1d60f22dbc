import { useMutation } from '@tanstack/react-query';
import { ScriptDraftSchema, type PublishBody, type ScriptDraft, type ScriptStatusBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { useStoreScenario } from './scenarios';

/** `POST {script}/draft/{id}/status`: review, back to draft, archive, restore. */
export function setScenarioStatus(id: number, body: ScriptStatusBody): Promise<ScriptDraft> {
  return apiFetch(`/draft/${id}/status`, {
    service: 'script',
    method: 'POST',
    body,
    schema: ScriptDraftSchema,
  });
}

/** `POST {script}/draft/{id}/publish`: the working copy becomes the next version. */
export function publishScenario(id: number, body: PublishBody): Promise<ScriptDraft> {
  return apiFetch(`/draft/${id}/publish`, {
    service: 'script',
    method: 'POST',
    body,
    schema: ScriptDraftSchema,
  });
}

export function useSetScenarioStatus(id: number) {
  const store = useStoreScenario();
  return useMutation({
    mutationFn: (body: ScriptStatusBody) => setScenarioStatus(id, body),
    meta: { method: 'POST' },
    onSuccess: store,
  });
}

export function usePublishScenario(id: number) {
  const store = useStoreScenario();
  return useMutation({
    mutationFn: (body: PublishBody) => publishScenario(id, body),
    meta: { method: 'POST', suppressErrorNotification: true },
    onSuccess: store,
  });
}
