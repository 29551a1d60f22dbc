import { z } from 'zod';
import { DbIdSchema } from '../common/ids.schemas';

/** docs/product/speech.md, "Recorder": the recorder streams 22050 Hz mono linear16. */
export const STT_SAMPLE_RATE = 22_050;
/** One audio chunk at most: ~0.37 s of 22050 Hz 16-bit mono. Larger chunks are refused. */
export const STT_MAX_CHUNK_BYTES = 16_384;
/**
 * docs/product/speech.md, "Recorder": while waiting for the final transcript the recorder sends this much
 * silence.
 */
export const STT_WAIT_SILENCE_SECONDS = 0.25;

/** stt_start.expected: at most this many phrases of at most STT_PHRASE_MAX_CHARS characters. */
export const STT_MAX_PHRASES = 50;
export const STT_PHRASE_MAX_CHARS = 500;

/**
 * The largest legal socket message in bytes (docs/product/speech.md, "The /stt socket"): the bigger of
 * one audio chunk and an stt_start with every phrase at its longest, each character JSON-escaped to
 * six bytes at worst, plus 4 KiB for the envelope and the other fields (a /sim transmission is at most
 * 1000 characters, well below). The Socket.IO server refuses anything larger.
 */
export const SOCKET_MAX_MESSAGE_BYTES =
  Math.max(STT_MAX_CHUNK_BYTES, STT_MAX_PHRASES * STT_PHRASE_MAX_CHARS * 6) + 4096;

/**
 * The speech-to-text providers Wilco can speak to (docs/product/speech.md, "Transcript shapes"
 * `stt_provider`).
 */
export const SttProviderSchema = z.enum(['pocketsphinx', 'deepgram', 'speechmatics', 'assemblyai']);
export type SttProvider = z.infer<typeof SttProviderSchema>;

/**
 * Client → server `stt_start`: opens a recognition session for one question. `expected` holds
 * phrases the answer may contain (the rubric's answer and subanswers), used to bias the offline
 * search; the server also mixes in general ATC phraseology so a wrong answer is heard as wrong.
 */
export const SttStartSchema = z.object({
  question_id: DbIdSchema.optional(),
  expected: z.array(z.string().max(STT_PHRASE_MAX_CHARS)).max(STT_MAX_PHRASES).default([]),
  sample_rate: z.literal(STT_SAMPLE_RATE).default(STT_SAMPLE_RATE),
  encoding: z.literal('linear16').default('linear16'),
  provider: SttProviderSchema.optional(),
});
export type SttStart = z.infer<typeof SttStartSchema>;

/**
 * Client → server `audio`: raw little-endian 16-bit PCM (an even number of bytes), at most
 * STT_MAX_CHUNK_BYTES. Socket.IO delivers binary as ArrayBuffer in browsers, Buffer (a
 * Uint8Array) in Node.
 */
export const SttAudioChunkSchema = z
  .union([z.instanceof(ArrayBuffer), z.instanceof(Uint8Array)], { error: 'Audio must be binary 16-bit PCM' })
  .refine((chunk) => chunk.byteLength % 2 === 0, 'Audio must be 16-bit PCM (an even number of bytes)');

/** Client → server `stt_finalize` and `stt_stop` carry nothing. */
export const SttEmptySchema = z.object({}).strict().optional();

/** Transcript event, default provider shape (Deepgram's): docs/product/speech.md, "Transcript shapes". */
export const DefaultTranscriptSchema = z.object({
  channel: z.object({
    alternatives: z.array(z.object({ transcript: z.string().nullable(), confidence: z.number().optional() })),
  }),
  is_final: z.boolean(),
  speech_final: z.boolean(),
});
/** Second provider shape (Speechmatics-like). */
export const MetadataTranscriptSchema = z.object({
  metadata: z.object({ transcript: z.string().nullable() }),
});
/** Third provider shape (AssemblyAI-like). */
export const UtteranceTranscriptSchema = z.object({ utterance: z.string().nullable() });

export const TranscriptEventSchema = z.union([
  DefaultTranscriptSchema,
  MetadataTranscriptSchema,
  UtteranceTranscriptSchema,
]);
export type TranscriptEvent = z.infer<typeof TranscriptEventSchema>;

export const SttInitializedSchema = z.object({ stt_provider: SttProviderSchema });
export const SttMessageSchema = z.object({ message: z.string() });
/**
 * docs/product/speech.md, "Warm decoders": 'busy' when every offline recogniser is in use and the
 * wait queue is full (or the wait ran out); the client then says so and suggests trying again.
 */
export const SttStartupReasonSchema = z.enum(['busy']);
export type SttStartupReason = z.infer<typeof SttStartupReasonSchema>;
export const SttStartupErrorSchema = SttMessageSchema.extend({ reason: SttStartupReasonSchema.optional() });
export const PartialTranscriptSchema = z.object({ transcript: z.string() });
