import { VALUE_DESCRIPTORS } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import type { Reply } from './match-reply';
import { isUnit } from '../language/units';
import { isContentWord, sameWord } from './words';

/**
 * docs/product/assessor.md, "Which words describe which value": the things an item counts with
 * one number twice ("1 hour ground and 1 hour flight", "3 takeoffs and 3 landings"), each with its
 * number and unit (only a number, its unit, "of", then the thing).
 */
export type Counted = { value: number; unit: string | null; noun: string };

const isThing = (t: Token | undefined): t is Token =>
  !!t && isContentWord(t) && !isUnit(t.text) && !VALUE_DESCRIPTORS.has(t.text);

export function countedThings(text: string): Counted[] {
  const tokens = tokenize(text.replace(/\([^)]*\)/g, ' ')).tokens;
  // Only a number the item repeats for different things ("1 hour ground and 1 hour flight"),
  // which its values hold once.
  const repeated = (v: number) => tokens.filter((t) => t.kind === 'number' && t.value === v).length > 1;
  return tokens.flatMap((t, i) => {
    if (t.value !== undefined && !repeated(t.value)) return [];
    if (t.kind !== 'number' || t.value === undefined) return [];
    let k = i + 1;
    const unit = tokens[k]?.kind === 'word' && isUnit(tokens[k]!.text) ? tokens[k++]!.text : null;
    if (tokens[k]?.text === 'of') k++;
    const thing = tokens[k];
    return isThing(thing) ? [{ value: t.value, unit, noun: thing.text }] : [];
  });
}

/**
 * A reply that counts one of the item's things with another number in the same unit ("two hours
 * of ground" for "1 hour ground") gives a wrong value, whatever else it says.
 */
export function countsAnother(counted: Counted[], reply: Reply): boolean {
  return counted.some(({ value, unit, noun }) =>
    reply.tokens.some((t, i) => {
      if (t.kind !== 'number' || t.value === undefined || t.value === value) return false;
      let k = i + 1;
      if (unit) {
        if (!reply.tokens[k] || !sameWord(reply.tokens[k]!.text, unit)) return false;
        k++;
      }
      if (reply.tokens[k]?.text === 'of') k++;
      const thing = reply.tokens[k];
      return !!thing && thing.kind === 'word' && sameWord(thing.text, noun);
    }),
  );
}
