import { DIGITS, MULTIPLIERS, TEENS, TENS, VALUE_LEAD_WORDS } from './lexicon';
import { maxDigits, type Piece } from './spoken-forms';

/** Spoken numbers: parsing a run of number words, and where one run ends and the next begins. */

export const isDigitWord = (t: string) => t in DIGITS;
export const isNumberWord = (t: string) =>
  isDigitWord(t) || t in TEENS || t in TENS || t in MULTIPLIERS || /^\d+(\.\d+)?$/.test(t);

/** Parses the integer part of a spoken number run: "one two four", "four thousand five hundred", "one twenty four". */
export function parseInteger(parts: string[]): string | null {
  if (parts.length === 0) return null;
  const values = parts.map(
    (p) => DIGITS[p] ?? TEENS[p] ?? TENS[p] ?? MULTIPLIERS[p] ?? (/^\d+$/.test(p) ? Number(p) : NaN),
  );
  if (values.some((v) => Number.isNaN(v))) return null;
  const hasMultiplier = parts.some((p) => p in MULTIPLIERS);
  if (!hasMultiplier) {
    // Groups are concatenated: digits spoken one by one, or "twenty four" as one group.
    let out = '';
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      const v = values[i]!;
      const next = parts[i + 1];
      if (p in TENS && next !== undefined && isDigitWord(next) && DIGITS[next] !== 0) {
        out += String(v + DIGITS[next]!);
        i++;
      } else out += /^\d+$/.test(p) ? p : String(v);
    }
    return out;
  }
  // "one one thousand" (ICAO: 11,000), "thirty five hundred", "four thousand five hundred".
  let total = 0;
  let current = '';
  const currentValue = () => (current === '' ? 1 : Number(current));
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p in MULTIPLIERS) {
      const m = MULTIPLIERS[p]!;
      if (m === 1000) {
        // "three hundred thousand": the thousand multiplies everything said so far.
        const pending = current === '' ? (total === 0 ? 1 : 0) : Number(current);
        total = (total + pending) * 1000;
      } else {
        total += currentValue() * 100;
      }
      current = '';
      continue;
    }
    const group = parseInteger([
      p,
      ...(p in TENS && parts[i + 1] && isDigitWord(parts[i + 1]!) ? [parts[++i]!] : []),
    ]);
    if (group === null) return null;
    current += group;
  }
  return String(total + (current === '' ? 0 : Number(current)));
}

/**
 * "fourteen five", "twelve five": the pilot's short form of 14,500 and 12,500 (a number of
 * thousands said as a teen, then the five hundred).
 */
export function thousandsAndAHalf(parts: string[]): string | null {
  if (parts.length !== 2 || parts[1] !== 'five' || !(parts[0]! in TEENS)) return null;
  return String(TEENS[parts[0]!]! * 1000 + 500);
}

/**
 * Whether a run of single digits introduced by a value word (heading, runway, squawk) is
 * complete before the digit at `j`, because the digits after it count thousands or hundreds
 * ("heading one eight zero five thousand" is 180, then 5,000).
 */
export function digitsEndBeforeThousands(
  pieces: Piece[],
  start: number,
  j: number,
  intParts: string[],
): boolean {
  const lead = pieces[start - 1]?.text;
  if (lead === undefined || !VALUE_LEAD_WORDS.has(lead) || intParts.length !== maxDigits(lead)) return false;
  if (!intParts.every(isDigitWord) || !isDigitWord(pieces[j]!.text)) return false;
  for (let k = j; k < pieces.length && k <= j + 2; k++) {
    if (pieces[k]!.text in MULTIPLIERS) return true;
    if (!isDigitWord(pieces[k]!.text) || pieces[k]!.boundary) return false;
  }
  return false;
}
