import { antonymsOf } from '../language/antonyms';
import { tokenize, type Token } from '../language/tokenize';
import { sameWord } from './words';

/**
 * docs/product/assessor.md, "Values must match exactly": a range between two opposites ("On from
 * sunset to sunrise") keeps its direction. "From sunrise to sunset" or "between sunrise and
 * sunset" names the other stretch (the day), so it contradicts the item.
 */
const RANGE_WORDS = new Set(['to', 'until', 'till', 'through', 'and']);
const FILLER = new Set(['the', 'a', 'an']);

const words = (tokens: Token[]) => tokens.filter((t) => !FILLER.has(t.text)).map((t) => t.text);

/** The two opposites an item's range runs between ("sunset to sunrise" → [sunset, sunrise]), or null. */
export function rangeOf(item: string): [string, string] | null {
  const w = words(tokenize(item).tokens);
  for (let i = 0; i + 2 < w.length; i++) {
    if (RANGE_WORDS.has(w[i + 1]!) && w[i + 1] !== 'and' && antonymsOf(w[i]!).includes(w[i + 2]!))
      return [w[i]!, w[i + 2]!];
  }
  return null;
}

/** The reply runs the range the other way: "sunrise to sunset", "between sunrise and sunset". */
export function reversedRange([from, to]: [string, string], tokens: Token[]): boolean {
  const w = words(tokens);
  return w.some(
    (x, i) => sameWord(x, to) && RANGE_WORDS.has(w[i + 1] ?? '') && sameWord(w[i + 2] ?? '', from),
  );
}
