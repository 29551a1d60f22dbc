import { antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import type { Reply } from './match-reply';
import { sameValue } from './match-values';
import { isValueToken, sameWord } from './words';

/**
 * docs/product/assessor.md, "Values must match exactly": a clearance's word that picks how a
 * value is flown ("climb and maintain 4,500", "turn left heading 270") belongs to that value even
 * when the rubric item names only the value ("Altitude 4,500"). Said as its opposite ("descend
 * and maintain 4,500"), the value is read back wrong.
 */

/** Words that say how an altitude is flown to: said the other way, the altitude is wrong. */
const FLOWN = new Set(['climb', 'descend', 'above', 'below']);
/** The direction of a turn to a heading ("turn left heading 270"). */
const TURNS = new Set(['left', 'right']);

/** How far before a value its word may stand, in the clearance and in the reply, in tokens. */
const SIDE_REACH = 4;

/** Each value of the question's quoted clearance with the words before it that have an opposite. */
export type ClearanceSide = { value: Token; words: string[] };

export function clearanceSides(question: string): ClearanceSide[] {
  const out: ClearanceSide[] = [];
  for (const quote of question.match(/"[^"]*"/g) ?? []) {
    const tokens = tokenize(quote.slice(1, -1)).tokens;
    tokens.forEach((t, i) => {
      if (!isValueToken(t) || t.kind === 'callsign') return;
      const words: string[] = [];
      const heading = tokens[i - 1]?.text === 'heading';
      for (let k = i - 1; k >= 0 && i - k <= SIDE_REACH && !isValueToken(tokens[k]!); k--) {
        const w = tokens[k]!;
        if (w.kind === 'word' && (FLOWN.has(w.text) || (heading && TURNS.has(w.text)))) words.push(w.text);
      }
      if (words.length) out.push({ value: t, words });
    });
  }
  return out;
}

/** Whether the reply says, before a claimed value, the opposite of a clearance word of that value and not the word itself. */
export function saidOtherSide(sides: ClearanceSide[], reply: Reply, claims: number[]): boolean {
  return claims.some((c) =>
    sides.some((side) => {
      if (!sameValue(side.value, reply.tokens[c]!)) return false;
      const before = reply.tokens.slice(Math.max(0, c - SIDE_REACH), c).filter((t) => t.kind === 'word');
      const says = (w: string) => before.some((t) => sameWord(t.text, w));
      return side.words.some((w) => !says(w) && antonymsOf(w).some(says));
    }),
  );
}
