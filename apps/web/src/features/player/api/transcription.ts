import { apiFetch } from '../../../lib/api-client';

type TranscriptionLog = {
  original_transcription: string;
  modified_transcription: string;
  stt_provider: string;
  question_attempt_id: number;
};

/**
 * `POST /api/attempt/transcription` (docs/product/speech.md, "Transcription log"): a failure is only logged,
 * never blocks the quiz.
 */
export function postTranscription(body: TranscriptionLog): void {
  apiFetch('/attempt/transcription', { method: 'POST', body }).catch((error: unknown) => {
    console.warn('Transcription log failed', error);
  });
}
