import { STT_SAMPLE_RATE, type TranscriptEvent } from '@wilco/shared';
import type { SttListener, SttStream } from '../speech/stt/types';
import { expectedElements } from './judge';
import type { Recognizer, SimTurn } from './types';

/**
 * Audio held while the recogniser opens: a whole transmission (15 s at 22050 Hz, ~660 kB).
 * When many calls start together their decoders load at once, and a readback that began before
 * its decoder was ready is decoded late rather than lost (docs/product/simulations.md, "Voice").
 */
export const MAX_HELD_SAMPLES = 15 * STT_SAMPLE_RATE;
/** The search takes at most this many phrases (the /stt bound). */
const MAX_EXPECTED = 50;

/**
 * The phrases the search is built from for one turn: the input, its variations, each element spoken,
 * then its scored variations (docs/product/simulations.md, "Scored variations").
 */
export function searchPhrases(turn: SimTurn): string[] {
  const spoken = expectedElements(turn).map((e) => e.spoken);
  const scored = (turn.scored_variations ?? []).map((v) => v.input);
  return [...new Set([turn.input, ...turn.variations, ...spoken, ...scored].filter((p) => p.trim()))].slice(
    0,
    MAX_EXPECTED,
  );
}

function textOf(event: TranscriptEvent): { text: string; confidence: number | null; final: boolean } {
  if ('channel' in event) {
    const alt = event.channel.alternatives[0];
    return { text: alt?.transcript ?? '', confidence: alt?.confidence ?? null, final: event.is_final };
  }
  if ('metadata' in event) return { text: event.metadata.transcript ?? '', confidence: null, final: true };
  return { text: event.utterance ?? '', confidence: null, final: true };
}

export type Heard = { text: string; confidence: number | null };

/**
 * The recogniser of one voice call (docs/product/simulations.md, "Voice"): one stream from the
 * /stt providers, opened ahead of the first push-to-talk and kept warm for the whole call, its
 * search switched to each turn (`SttStream.search`; reopened where a provider has none). Final
 * segments of a transmission are joined; its confidence is the lowest of them.
 */
export function createCallRecognizer(
  recognizer: Recognizer,
  onPartial: (text: string) => void,
  onError: (message: string) => void,
) {
  let stream: Promise<SttStream> | null = null;
  let current: SttStream | null = null;
  let searchFor: SimTurn | null = null;
  let listening = false;
  let closed = false;
  let held: Int16Array[] = [];
  let heldSamples = 0;
  let finals: Heard[] = [];
  const joined = (extra = '') =>
    [...finals.map((f) => f.text), extra]
      .filter((t) => t.trim())
      .join(' ')
      .trim();

  const listener: SttListener = {
    partial: (text) => listening && onPartial(joined(text)),
    transcript: (event) => {
      const seg = textOf(event);
      if (!seg.final) return listening && onPartial(joined(seg.text));
      if (seg.text.trim()) finals.push({ text: seg.text.trim(), confidence: seg.confidence });
      if (listening) onPartial(joined());
    },
    utteranceEnd: () => undefined,
    error: (message) => {
      if (closed) return;
      stream = null;
      current = null;
      onError(message);
    },
  };

  function flush(s: SttStream) {
    current = s;
    if (!listening) return;
    for (const pcm of held) s.write(pcm);
    held = [];
    heldSamples = 0;
  }

  return {
    /** Makes the search ready for `turn` (opening the stream on first use); errors surface on begin. */
    prepare(turn: SimTurn): Promise<SttStream> {
      const phrases = searchPhrases(turn);
      if (stream && searchFor === turn) return stream;
      const previous = stream;
      searchFor = turn;
      stream = (async () => {
        const s = previous ? await previous.catch(() => null) : null;
        if (s?.search) {
          await s.search(phrases);
          return s;
        }
        await s?.close();
        return recognizer.open(phrases, listener);
      })();
      const mine = stream;
      mine.catch(() => {
        if (stream === mine) stream = null;
      });
      return mine;
    },
    /** Push-to-talk: audio from now on belongs to this transmission. */
    begin(turn: SimTurn): Promise<SttStream> {
      finals = [];
      held = [];
      heldSamples = 0;
      listening = true;
      current = null;
      const ready = this.prepare(turn);
      void ready.then(flush, () => undefined);
      return ready;
    },
    /** False when too much audio arrived before the recogniser was ready. */
    write(pcm: Int16Array): boolean {
      if (current) {
        current.write(pcm);
        return true;
      }
      if (heldSamples + pcm.length > MAX_HELD_SAMPLES) return false;
      held.push(pcm);
      heldSamples += pcm.length;
      return true;
    },
    /** Push-to-talk released: the final text and its confidence. */
    async finish(): Promise<Heard> {
      if (!stream) throw new Error('the recogniser stopped');
      const s = await stream;
      flush(s);
      await s.finalize();
      listening = false;
      current = null;
      const confidences = finals.map((f) => f.confidence).filter((c): c is number => c !== null);
      return { text: joined(), confidence: confidences.length ? Math.min(...confidences) : null };
    },
    async close() {
      closed = true;
      listening = false;
      const s = stream;
      stream = null;
      current = null;
      await (await s?.catch(() => null))?.close().catch(() => undefined);
    },
  };
}
export type CallRecognizer = ReturnType<typeof createCallRecognizer>;
