import type { SttProvider as SttProviderName } from '@wilco/shared';
import {
  defaultTranscript,
  SttStartupError,
  type SttListener,
  type SttOpenOptions,
  type SttProvider,
} from '../engines/speech/stt/types';

export type FakeSttOptions = {
  /** The provider name it stands in for (default pocketsphinx, the offline one). */
  name?: SttProviderName;
  /** Every open() fails with this startup message (a provider without its key, say). */
  fail?: string;
  /** What it "hears" at each finalize until `hear` changes it. */
  heard?: string;
  confidence?: number;
  /** open() waits for it, as a decoder that is still loading would. */
  ready?: Promise<void>;
  /** Whether each chunk written reports a partial transcript (default true). */
  partials?: boolean;
};

/**
 * A speech-to-text provider for tests: it records what it is fed and, at the end of each
 * utterance, reports the words it was told it heard with the confidence it was given. Unit tests
 * pass it to the session or engine they test; app-level tests pass it to buildApp's
 * `sttProviders`, so a socket test can drive exact transcripts and confidences without audio.
 */
export function createFakeSttProvider(options: FakeSttOptions = {}) {
  let heard = options.heard ?? 'wilco';
  let confidence = options.confidence ?? 0.9;
  const written: number[] = [];
  const opened: SttOpenOptions[] = [];
  let listener: SttListener | undefined;
  let closed = 0;
  const provider: SttProvider = {
    name: options.name ?? 'pocketsphinx',
    async open(openOptions, l) {
      if (options.fail) throw new SttStartupError(options.fail);
      await options.ready;
      opened.push(openOptions);
      listener = l;
      return {
        write: (pcm) => {
          written.push(pcm.length);
          if (options.partials !== false) l.partial(`partial ${written.length}`);
        },
        finalize: async () => l.transcript(defaultTranscript(heard, confidence, true, true)),
        close: async () => {
          closed++;
        },
        search: async (expected) => void opened.push({ ...openOptions, expected }),
      };
    },
  };
  return {
    provider,
    /** The next utterances are heard as `text`, with `conf`idence. */
    hear(text: string, conf = 0.9) {
      heard = text;
      confidence = conf;
    },
    /** Sample counts of every chunk written, in order. */
    written,
    /** The options of every open, and of every search replaced between utterances. */
    opened,
    listener: () => listener,
    closed: () => closed,
  };
}
export type FakeStt = ReturnType<typeof createFakeSttProvider>;

/** 16-bit PCM loud enough to count as speech (the session's level check), `samples` long. */
export const fakeSpeech = (samples: number) =>
  Buffer.from(Int16Array.from({ length: samples }, (_, i) => (i % 2 ? 3000 : -3000)).buffer);
