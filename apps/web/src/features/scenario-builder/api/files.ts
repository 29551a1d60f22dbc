import { useMutation } from '@tanstack/react-query';
import {
  AudioUploadSchema,
  ScriptDraftSchema,
  VoicePreviewSchema,
  type AudioUpload,
  type ScriptDraft,
  type ScriptImportBody,
  type VoicePreview,
  type VoicePreviewBody,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { useStoreScenario } from './scenarios';

/** `GET {script}/draft/{id}/export?format`: the file's text. */
export async function exportScenario(id: number, format: 'yaml' | 'json'): Promise<string> {
  const body = await apiFetch<unknown>(`/draft/${id}/export?format=${format}`, { service: 'script' });
  // A JSON answer arrives parsed; written back as the file it was.
  return typeof body === 'string' ? body : `${JSON.stringify(body, null, 2)}\n`;
}

/** `POST {script}/import`: a new scenario, or a working copy replaced; errors name their lines. */
export function importScenario(body: ScriptImportBody): Promise<ScriptDraft> {
  return apiFetch('/import', { service: 'script', method: 'POST', body, schema: ScriptDraftSchema });
}
export function useImportScenario() {
  const store = useStoreScenario();
  return useMutation({
    mutationFn: importScenario,
    meta: { method: 'POST', suppressErrorNotification: true },
    onSuccess: store,
  });
}

/** `POST {script}/audio`: the file itself as the body. */
export function uploadAudio(file: File): Promise<AudioUpload> {
  return apiFetch('/audio', { service: 'script', method: 'POST', file, schema: AudioUploadSchema });
}
export const useUploadAudio = () => useMutation({ mutationFn: uploadAudio, meta: { method: 'POST' } });

/** `POST {script}/voice-preview`: the line in the call's voice, with the radio effect. */
export function previewVoice(body: VoicePreviewBody): Promise<VoicePreview> {
  return apiFetch('/voice-preview', { service: 'script', method: 'POST', body, schema: VoicePreviewSchema });
}
export const useVoicePreview = () => useMutation({ mutationFn: previewVoice, meta: { method: 'POST' } });
