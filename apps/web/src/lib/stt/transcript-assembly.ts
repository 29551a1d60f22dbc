import { TranscriptEventSchema, type TranscriptEvent } from '@wilco/shared';

/**
 * Transcript assembly (docs/product/speech.md, "Transcript assembly"), as pure transitions so every rule is
 * testable without a socket. A flush is one synchronous transition, so two flushes can never interleave: a
 * speech_final flush and the utterance_end that follows it append the text once, because the
 * second finds the accumulation already cleared.
 */
export type AssemblyState = {
  /** Final segments of the current utterance, not yet flushed. */
  segments: string[];
  /** Confidences of the final segments accepted since the take began. */
  confidences: number[];
  /**
   * Latest transcription (docs/product/speech.md, "Transcript assembly"): every flushed utterance of the
   * take.
   */
  latest: string;
  /**
   * Manual transcription (docs/product/speech.md, "Transcript assembly"): starts equal to latest; the player
   * may let the learner edit it.
   */
  manual: string;
  /** Text still being recognised (partial_transcript or a non-final segment). */
  interim: string;
  /**
   * Wait-for-final flag (docs/product/speech.md, "Transcript assembly"): set when the learner stops, cleared
   * by the next flush.
   */
  waitForFinal: boolean;
};

export const EMPTY_ASSEMBLY: AssemblyState = {
  segments: [],
  confidences: [],
  latest: '',
  manual: '',
  interim: '',
  waitForFinal: false,
};

export type ParsedTranscript =
  | { kind: 'segment'; text: string; isFinal: boolean; speechFinal: boolean; confidence?: number }
  | { kind: 'direct'; text: string };

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const append = (base: string, text: string) => (text ? (base ? `${base} ${text}` : text) : base);

/** Reads the three provider shapes (docs/product/speech.md, "Transcript shapes"); null for anything else. */
export function parseTranscript(event: unknown): ParsedTranscript | null {
  const parsed = TranscriptEventSchema.safeParse(event);
  if (!parsed.success) return null;
  const data: TranscriptEvent = parsed.data;
  if ('channel' in data) {
    const best = data.channel.alternatives[0];
    return {
      kind: 'segment',
      text: clean(best?.transcript),
      isFinal: data.is_final,
      speechFinal: data.speech_final,
      ...(best?.confidence === undefined ? {} : { confidence: best.confidence }),
    };
  }
  return { kind: 'direct', text: clean('metadata' in data ? data.metadata.transcript : data.utterance) };
}

/** Joins the accumulated segments onto the take and clears the accumulation and the wait flag. */
export function flushSegments(state: AssemblyState): AssemblyState {
  const text = state.segments.join(' ');
  return {
    ...state,
    segments: [],
    interim: '',
    latest: append(state.latest, text),
    manual: append(state.manual, text),
    waitForFinal: false,
  };
}

export function applyTranscript(state: AssemblyState, transcript: ParsedTranscript): AssemblyState {
  if (transcript.kind === 'direct') {
    // docs/product/speech.md, "Transcript assembly": the other two providers' texts are appended directly, as
    // their own flush.
    if (!transcript.text) return state;
    return flushSegments({ ...state, segments: [...state.segments, transcript.text] });
  }
  let next = state;
  if (transcript.text && transcript.isFinal) {
    next = {
      ...next,
      segments: [...next.segments, transcript.text],
      confidences:
        transcript.confidence === undefined ? next.confidences : [...next.confidences, transcript.confidence],
      interim: '',
    };
  } else if (transcript.text) {
    next = { ...next, interim: transcript.text };
  }
  // An empty speech_final still ends the utterance: the text is ignored, the flush is not.
  return transcript.speechFinal ? flushSegments(next) : next;
}

export function applyPartial(state: AssemblyState, text: string): AssemblyState {
  const interim = clean(text);
  return interim ? { ...state, interim } : state;
}

/**
 * docs/product/speech.md, "Transcript assembly": utterance_end flushes what accumulated (nothing, right after
 * a speech_final).
 */
export function applyUtteranceEnd(state: AssemblyState): AssemblyState {
  return flushSegments(state);
}

/** docs/product/speech.md, "Transcript assembly": stopping the microphone clears the collected segments. */
export function clearSegments(state: AssemblyState): AssemblyState {
  return { ...state, segments: [], interim: '' };
}

/** What the learner sees while speaking: the take so far, pending segments, then interim text. */
export function liveTranscriptOf(state: AssemblyState): string {
  return [state.latest, ...state.segments, state.interim].filter(Boolean).join(' ');
}

/** Mean confidence of the take, when the provider reports one. */
export function confidenceOf(state: AssemblyState): number | undefined {
  if (state.confidences.length === 0) return undefined;
  return state.confidences.reduce((sum, value) => sum + value, 0) / state.confidences.length;
}
