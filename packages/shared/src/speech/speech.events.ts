import type { z } from 'zod';
import type {
  PartialTranscriptSchema,
  SttInitializedSchema,
  SttMessageSchema,
  SttStart,
  SttStartupErrorSchema,
  TranscriptEvent,
} from './speech.schemas';

/** Socket.IO namespace of the speech-to-text socket (docs/architecture.md, "Services"). */
export const STT_NAMESPACE = '/stt';

/**
 * Event names of the /stt socket, in one place (docs/product/speech.md, "The /stt socket"). The connection
 * authenticates with `auth: { token: idToken }`.
 */
export const STT_EVENTS = {
  // client → server
  start: 'stt_start',
  audio: 'audio',
  finalize: 'stt_finalize',
  stop: 'stt_stop',
  // server → client (docs/product/speech.md, "The /stt socket")
  initialized: 'stt_initialized',
  listening: 'listening',
  partialTranscript: 'partial_transcript',
  transcript: 'transcript',
  utteranceEnd: 'utterance_end',
  timeout: 'timeout',
  startupError: 'startup_error',
  error: 'error',
} as const;

export type SttServerToClient = {
  stt_initialized: (payload: z.infer<typeof SttInitializedSchema>) => void;
  listening: () => void;
  partial_transcript: (payload: z.infer<typeof PartialTranscriptSchema>) => void;
  transcript: (payload: TranscriptEvent) => void;
  utterance_end: () => void;
  timeout: () => void;
  startup_error: (payload: z.infer<typeof SttStartupErrorSchema>) => void;
  error: (payload: z.infer<typeof SttMessageSchema>) => void;
};

export type SttClientToServer = {
  stt_start: (payload: SttStart) => void;
  /** Little-endian 16-bit PCM at the start's sample rate, at most STT_MAX_CHUNK_BYTES. */
  audio: (chunk: ArrayBuffer | Uint8Array) => void;
  stt_finalize: () => void;
  stt_stop: () => void;
};
