import { tokenize } from '../language/tokenize';

/** The kind of value a missing subanswer is about, so a probe can name the kind but not the value. */
export type ProbeKind =
  'heading' | 'squawk' | 'frequency' | 'runway' | 'hold-short' | 'altitude' | 'callsign';

export function probeKind(subanswer: string): ProbeKind | null {
  const tokens = tokenize(subanswer).tokens;
  const words = new Set(tokens.map((t) => t.text));
  const kinds = new Set(tokens.map((t) => t.kind));
  if (words.has('heading')) return 'heading';
  if (words.has('squawk') || words.has('code')) return 'squawk';
  if (words.has('frequency') || words.has('contact')) return 'frequency';
  if (words.has('hold') && words.has('short')) return 'hold-short';
  if (words.has('runway') || kinds.has('runway')) return 'runway';
  if (words.has('altitude') || words.has('maintain') || words.has('climb') || words.has('descend'))
    return 'altitude';
  if (kinds.has('callsign') || words.has('callsign')) return 'callsign';
  return null;
}

// Stable choice from a small set: the same turn always reads the same (testable), but
// consecutive turns and questions vary.
export const pick = (options: readonly string[], seed: number) => options[Math.abs(seed) % options.length]!;

/** The quoted instruction of a readback drill ('Tower says: "…" Read it back.'), if it is one. */
export function quotedClearance(question: string): string | null {
  if (!/\bread (it |this |that )?back\b/i.test(question)) return null;
  const quoted = /["“]([^"”]{8,})["”]/.exec(question)?.[1]?.trim();
  return quoted ?? null;
}
