import {
  STT_EVENTS,
  SttAudioChunkSchema,
  SttEmptySchema,
  SttStartSchema,
  type SttProvider as SttProviderName,
  type SttServerToClient,
} from '@wilco/shared';
import { createAudioGuard, type AudioLimits } from './audio-guard';
import { acceptsAudio, transition, type SttAction, type SttState } from './machine';
import type { ProviderChooser } from './registry';
import { SttStartupError, type SttListener, type SttStream } from './types';
import { NUL_TEXT_MESSAGE, findNulText } from '../../../lib/nul-text';

/** Where a session's events go: the socket in production, an array in tests. */
export type SttSink = {
  emit<E extends keyof SttServerToClient>(event: E, ...args: Parameters<SttServerToClient[E]>): void;
  disconnect(): void;
};

export type SttSessionConfig = AudioLimits & {
  /** No start, finalize or speech for this long → `timeout` and the socket closes. */
  timeoutMs: number;
};

type Log = { warn: (obj: object, msg: string) => void };

/** The rubric's phrases of a question the learner may see (tenant-scoped by the caller). */
export type ExpectedLookup = (questionId: number) => Promise<string[]>;

/** `stt_start.expected` holds 50 phrases at most; the rubric's come after the client's. */
const MAX_EXPECTED = 50;

/** Audio held while a provider starts or an utterance finalizes (~3 s at 22050 Hz). */
const MAX_HELD_BYTES = 131_072;

/**
 * One /stt connection (docs/product/speech.md, "The /stt socket"): parses every inbound payload, enforces the
 * audio limits and the inactivity timeout, drives the state machine and forwards the provider's results.
 */
export function createSttSession(
  sink: SttSink,
  chooser: ProviderChooser,
  config: SttSessionConfig,
  log: Log,
  expectedFor?: ExpectedLookup,
) {
  let state: SttState = 'idle';
  let stream: SttStream | null = null;
  let sampleRate = 0;
  /** Bumped on every start/stop, so a late result from a replaced stream is dropped. */
  let generation = 0;
  let held: Int16Array[] = [];
  let heldBytes = 0;
  const tried = new Set<SttProviderName>();
  const guard = createAudioGuard(config);
  let timer: NodeJS.Timeout | undefined;

  const fail = (message: string) => sink.emit(STT_EVENTS.error, { message });
  const move = (action: SttAction): boolean => {
    const next = transition(state, action);
    if (next === null) return false;
    state = next;
    return true;
  };

  function touch() {
    clearTimeout(timer);
    if (state === 'closed') return;
    timer = setTimeout(() => {
      // Waiting on the server (a provider starting, a final decoding) is not the learner idling.
      if (state === 'starting' || state === 'finalizing') return touch();
      sink.emit(STT_EVENTS.timeout);
      void close();
      sink.disconnect();
    }, config.timeoutMs);
  }

  async function teardown() {
    generation++;
    const current = stream;
    stream = null;
    held = [];
    heldBytes = 0;
    await current
      ?.close()
      .catch((err: Error) => log.warn({ err: err.message }, 'closing speech stream failed'));
  }

  function listenerFor(gen: number): SttListener {
    const live = () => gen === generation && state !== 'closed';
    return {
      partial: (text) => live() && sink.emit(STT_EVENTS.partialTranscript, { transcript: text }),
      transcript: (event) => live() && sink.emit(STT_EVENTS.transcript, event),
      utteranceEnd: () => live() && state === 'listening' && sink.emit(STT_EVENTS.utteranceEnd),
      error: (message) => {
        if (!live()) return;
        fail(message);
        move('stop');
        void teardown();
      },
    };
  }

  function flushHeld() {
    const chunks = held;
    held = [];
    heldBytes = 0;
    for (const pcm of chunks) stream?.write(pcm);
  }

  async function start(payload: unknown) {
    touch();
    const nulAt = findNulText(payload);
    if (nulAt) return fail(`Invalid stt_start: ${nulAt}: ${NUL_TEXT_MESSAGE}`);
    const parsed = SttStartSchema.safeParse(payload ?? {});
    if (!parsed.success)
      return fail(`Invalid stt_start: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
    if (state === 'starting') return fail('Speech recognition is already starting');
    if (state === 'finalizing' || state === 'listening') {
      move('stop');
      await teardown();
    }
    if (!move('start')) return;
    const gen = ++generation;
    const start = parsed.data;
    sampleRate = start.sample_rate;
    guard.reset(sampleRate);
    const candidates = chooser.candidates(start.provider, tried);
    if (candidates.length === 0) {
      move('failed');
      return sink.emit(STT_EVENTS.startupError, {
        message: `Speech provider ${start.provider} is not enabled`,
      });
    }
    let expected = start.expected;
    if (start.question_id !== undefined && expectedFor) {
      // A failed lookup costs the search its bias, never the session.
      const rubric = await expectedFor(start.question_id).catch((err: Error) => {
        log.warn({ err: err.message }, 'looking up the question for speech failed');
        return [];
      });
      if (gen !== generation) return;
      expected = [...new Set([...expected, ...rubric])].slice(0, MAX_EXPECTED);
    }
    const reasons: string[] = [];
    let busy = false;
    for (const provider of candidates) {
      try {
        const opened = await provider.open({ expected, sampleRate }, listenerFor(gen));
        // A stop or a newer start may have arrived while the provider was opening.
        if (gen !== generation || (state as SttState) !== 'starting') {
          await opened.close();
          return;
        }
        stream = opened;
        move('started');
        sink.emit(STT_EVENTS.initialized, { stt_provider: provider.name });
        sink.emit(STT_EVENTS.listening);
        flushHeld();
        return;
      } catch (err) {
        tried.add(provider.name);
        if (!(err instanceof SttStartupError))
          log.warn({ err: (err as Error).message }, 'speech provider failed');
        reasons.push(err instanceof SttStartupError ? err.message : `${provider.name} failed to start`);
        busy ||= err instanceof SttStartupError && err.reason === 'busy';
      }
    }
    if (gen !== generation) return;
    move('failed');
    // docs/product/speech.md, "Warm decoders": the client tells a busy recogniser from a broken one.
    sink.emit(STT_EVENTS.startupError, {
      message: reasons.join(' '),
      ...(busy ? { reason: 'busy' as const } : {}),
    });
  }

  function audio(chunk: unknown) {
    const parsed = SttAudioChunkSchema.safeParse(chunk);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid audio chunk');
    if (!acceptsAudio(state)) return fail('Send stt_start before audio');
    const bytes = parsed.data instanceof ArrayBuffer ? new Uint8Array(parsed.data) : parsed.data;
    const verdict = guard.check(bytes.byteLength, Date.now());
    if (verdict) return fail(verdict);
    // Copy into an aligned buffer: a Node Buffer may start at an odd offset of its pool.
    const pcm = new Int16Array(bytes.byteLength / 2);
    new Uint8Array(pcm.buffer).set(bytes);
    if (guard.isSpeech(pcm)) touch();
    if (state === 'listening' && stream) return stream.write(pcm);
    if (heldBytes + bytes.byteLength > MAX_HELD_BYTES)
      return fail('Too much audio before the recogniser was ready');
    held.push(pcm);
    heldBytes += bytes.byteLength;
  }

  async function finalize(payload: unknown) {
    touch();
    if (!SttEmptySchema.safeParse(payload).success) return fail('stt_finalize takes no payload');
    // docs/product/speech.md, "The /stt socket": only one flush at a time; a second finalize while one runs
    // is a no-op.
    if (state === 'finalizing') return;
    if (state !== 'listening' || !stream) return fail('Nothing to finalize: send stt_start first');
    const gen = generation;
    move('finalize');
    try {
      await stream.finalize();
    } catch (err) {
      if (gen === generation) listenerFor(gen).error(`Speech recognition failed: ${(err as Error).message}`);
      return;
    }
    if (gen !== generation || !move('finalized')) return;
    sink.emit(STT_EVENTS.utteranceEnd);
    flushHeld();
  }

  async function stop(payload: unknown) {
    touch();
    if (!SttEmptySchema.safeParse(payload).success) return fail('stt_stop takes no payload');
    move('stop');
    await teardown();
  }

  async function close() {
    clearTimeout(timer);
    move('close');
    await teardown();
  }

  touch();
  return {
    start,
    audio,
    finalize,
    stop,
    close,
    get state() {
      return state;
    },
  };
}
export type SttSession = ReturnType<typeof createSttSession>;
