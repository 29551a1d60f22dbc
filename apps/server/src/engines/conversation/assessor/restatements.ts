import { tokenize } from '../language/tokenize';
import { isContentWord, isValueToken } from './words';

/**
 * docs/product/assessor.md, "Equivalent forms": shorter ways an item states itself.
 *
 * An aside that restates an item in words joined by slashes ("Reduce the angle of attack (lower
 * the nose / release back pressure)") gives each part as a way to say the item: "lower the nose"
 * is the item, as "release back pressure" is. Parts of one word, and asides with values or
 * commas (lists of examples, read elsewhere), are not.
 */
export function restatements(asides: string[]): string[][] {
  return asides.flatMap((aside) => {
    if (!aside.includes('/') || aside.includes(',')) return [];
    const parts = aside.split('/').map((part) => tokenize(part).tokens);
    if (parts.some((p) => p.some(isValueToken))) return [];
    return parts
      .map((p) => [...new Set(p.filter(isContentWord).map((t) => t.text))])
      .filter((words) => words.length >= 2);
  });
}

/** Endings of a word that qualifies a noun ("gyroscopic", "spiraling", "induced"). */
const MODIFIER = /(ic|al|ing|ed|ive|ous|ary)$/;
/** How long a head noun must be to name its item alone: a term ("precession"), not a plain word. */
const MIN_HEAD = 8;

/**
 * A two-word item that is a modifier and a long head noun ("Gyroscopic precession", "Spiraling
 * slipstream") is named by the head noun alone, as a list of terms says it ("torque, P-factor,
 * slipstream and precession"). Items with values, labels or more words are not.
 */
export function headNoun(main: string, content: string[]): string | null {
  if (main.includes(':') || content.length !== 2) return null;
  const [modifier, head] = content as [string, string];
  return MODIFIER.test(modifier) && head.length >= MIN_HEAD && !MODIFIER.test(head) ? head : null;
}

/**
 * Each item's head noun becomes a way to say it, unless another item of the question has that
 * word too ("Medical certificate" beside "Pilot certificate": "certificate" names neither).
 */
export function addHeadNouns(patterns: { head?: string; phrasings: string[][] }[]): void {
  patterns.forEach((p, i) => {
    const head = p.head;
    if (!head) return;
    delete p.head;
    if (patterns.some((o, k) => k !== i && (o.phrasings[0] ?? []).includes(head))) return;
    p.phrasings.push([head]);
  });
}
