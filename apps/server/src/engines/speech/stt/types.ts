import type { SttProvider as SttProviderName, SttStartupReason, TranscriptEvent } from '@wilco/shared';

/** What a provider reports while it decodes one session's audio. */
export type SttListener = {
  /** Interim text of the utterance so far (docs/product/speech.md, "The /stt socket": partial_transcript). */
  partial(text: string): void;
  /**
   * A transcript event already in the provider's wire shape (docs/product/speech.md, "Transcript shapes").
   */
  transcript(event: TranscriptEvent): void;
  /** The provider detected the end of an utterance by itself (Deepgram's UtteranceEnd). */
  utteranceEnd(): void;
  /** The provider failed mid-session; the session ends. */
  error(message: string): void;
};

export type SttStream = {
  /** 16-bit mono PCM at the session's sample rate. */
  write(pcm: Int16Array): void;
  /** Ends the utterance: resolves once its final transcript (speech_final) has been reported. */
  finalize(): Promise<void>;
  close(): Promise<void>;
  /**
   * Replaces the search between utterances (a simulation's next turn) without giving up the
   * warm decoder; providers without a per-question search leave it out.
   */
  search?(expected: string[]): Promise<void>;
};

export type SttOpenOptions = {
  /** Phrases the answer may contain; the offline search is built from them per question. */
  expected: string[];
  sampleRate: number;
};

/** A speech-to-text engine; the /stt session depends on this, never on a concrete provider. */
export type SttProvider = {
  readonly name: SttProviderName;
  /** Rejects with SttStartupError when the provider cannot run (no key, engine missing). */
  open(options: SttOpenOptions, listener: SttListener): Promise<SttStream>;
  /** Loads what the first session would otherwise wait for (warm decoders). */
  prepare?(): void;
  /** Resolves once what `prepare` loads is ready (the pool's idle decoders are warm). */
  warmed?(): Promise<void>;
  /** Stops background resources (warm decoders) at server shutdown. */
  shutdown?(): Promise<void>;
};

/** A provider that cannot start; its message is shown to the learner (startup_error). */
export class SttStartupError extends Error {
  /** 'busy': every recogniser is in use; the learner may try again in a moment. */
  constructor(
    message: string,
    readonly reason?: SttStartupReason,
  ) {
    super(message);
  }
}

/** docs/product/speech.md, "Warm decoders": what a learner hears when every recogniser is in use. */
export const STT_BUSY_MESSAGE = 'The speech recogniser is busy. Try again in a moment.';

/**
 * The default provider shape (docs/product/speech.md, "Transcript shapes"): channel.alternatives[0],
 * is_final, speech_final.
 */
export function defaultTranscript(
  transcript: string,
  confidence: number,
  isFinal: boolean,
  speechFinal: boolean,
): TranscriptEvent {
  return {
    channel: { alternatives: [{ transcript, confidence }] },
    is_final: isFinal,
    speech_final: speechFinal,
  };
}
