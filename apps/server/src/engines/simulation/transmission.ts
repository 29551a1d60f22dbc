import type { TranscriptEvent } from '@wilco/shared';
import type { SttListener, SttStream } from '../speech/stt/types';
import { expectedElements } from './judge';
import type { Recognizer, SimTurn } from './types';

/** Audio held while the recogniser opens (~3 s at 22050 Hz), as the /stt session does. */
const MAX_HELD_SAMPLES = 65_536;
/** The search takes at most this many phrases (the /stt bound). */
const MAX_EXPECTED = 50;

/** The phrases the search is built from for one turn: the input, its variations, each element spoken. */
export function searchPhrases(turn: SimTurn): string[] {
  const spoken = expectedElements(turn).map((e) => e.spoken);
  return [...new Set([turn.input, ...turn.variations, ...spoken].filter((p) => p.trim()))].slice(
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
 * One push-to-talk transmission through the /stt recognisers (docs/product/simulations.md,
 * "Voice"): opened with the turn's search, fed PCM, finalized on release. Final segments are
 * joined; the confidence is the lowest of them (one unsure segment is enough to ask again).
 */
export function openTransmission(
  recognizer: Recognizer,
  turn: SimTurn,
  onPartial: (text: string) => void,
  onError: (message: string) => void,
) {
  let stream: SttStream | null = null;
  let closed = false;
  let held: Int16Array[] = [];
  let heldSamples = 0;
  const finals: Heard[] = [];
  const joined = (extra = '') =>
    [...finals.map((f) => f.text), extra]
      .filter((t) => t.trim())
      .join(' ')
      .trim();

  const listener: SttListener = {
    partial: (text) => !closed && onPartial(joined(text)),
    transcript: (event) => {
      if (closed) return;
      const seg = textOf(event);
      if (!seg.final) return onPartial(joined(seg.text));
      if (seg.text.trim()) finals.push({ text: seg.text.trim(), confidence: seg.confidence });
      onPartial(joined());
    },
    utteranceEnd: () => undefined,
    error: (message) => !closed && onError(message),
  };

  const opened = recognizer.open(searchPhrases(turn), listener).then((s) => {
    if (closed) {
      void s.close();
      return;
    }
    stream = s;
    for (const pcm of held) s.write(pcm);
    held = [];
  });

  return {
    opened,
    /** False when too much audio arrived before the recogniser was ready. */
    write(pcm: Int16Array): boolean {
      if (stream) {
        stream.write(pcm);
        return true;
      }
      if (heldSamples + pcm.length > MAX_HELD_SAMPLES) return false;
      held.push(pcm);
      heldSamples += pcm.length;
      return true;
    },
    /** Ends the transmission: the final text and its confidence (null when nothing was heard). */
    async finish(): Promise<Heard> {
      await opened;
      if (stream) await stream.finalize();
      await this.close();
      const confidences = finals.map((f) => f.confidence).filter((c): c is number => c !== null);
      return { text: joined(), confidence: confidences.length ? Math.min(...confidences) : null };
    },
    async close() {
      closed = true;
      const s = stream;
      stream = null;
      await s?.close().catch(() => undefined);
    },
  };
}
export type OpenTransmission = ReturnType<typeof openTransmission>;
