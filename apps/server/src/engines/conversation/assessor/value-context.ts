import { type Token } from '../language/tokenize';
import { measureAt, type Measure } from '../language/units';
import { type Reply, WINDOW, replyClauses } from './match-reply';
import { sameWord } from './words';

/**
 * docs/product/assessor.md, "Values must match exactly": where a value is said decides whose it
 * is. Rules of the 2026-11-27 round after the fourth held-out part (decision 014), used by
 * findValues (match-values.ts) on each occurrence of an item's value.
 */

/**
 * An item's values spread over the reply's clauses are each said in their own statement: one
 * whose clause also holds another value of the same kind, not the item's, belongs to that value
 * ("above 10,000 crew after 30 minutes, above 12,500 crew at all times" gives "Above 12,500 to
 * 14,000: crew after 30 minutes" no 30 minutes). Values said in one clause keep the other rules.
 */
export function foreignInClause(
  reply: Reply,
  hits: number[],
  values: Token[],
  measures: (Measure | null)[],
  sameValue: (want: Token, got: Token, wantMeasure: Measure | null, gotMeasure: Measure | null) => boolean,
): boolean {
  const clauses = replyClauses(reply);
  if (new Set(hits.map((h) => clauses[h])).size < 2) return false;
  const digits = (t: Token) => String(Math.trunc(Math.abs(t.value ?? 0))).length;
  return hits.some((h) =>
    reply.tokens.some((t, j) => {
      if (clauses[j] !== clauses[h] || hits.includes(j) || t.kind !== 'number') return false;
      const m = measureAt(reply.tokens, j);
      if (values.some((v, k) => sameValue(v, t, measures[k] ?? null, m))) return false;
      // Of the same kind: the same dimension, or both bare numbers of as many digits.
      return values.some((v, k) => {
        const vm = measures[k] ?? null;
        return vm && m ? vm.dim === m.dim : !vm && !m && v.kind === 'number' && digits(v) === digits(t);
      });
    }),
  );
}

/** Words that put a thing's complement beside a value: "elsewhere", "other than", "outside". */
const COMPLEMENT_WORDS = new Set([
  'other',
  'elsewhere',
  'outside',
  'non',
  'not',
  'except',
  'besides',
  'sparsely',
]);

/**
 * "over congested areas 500 feet" for "Other than congested: 500 feet above the surface": the
 * thing the item is the other side of, said before the value without a word of its complement.
 */
export function saysTheOtherSide(reply: Reply, index: number, thing: string): boolean {
  const before = reply.tokens.slice(Math.max(0, index - WINDOW), index);
  // "… over congested areas five hundred feet agl elsewhere": the complement may follow the value.
  const after = reply.tokens.slice(index + 1, index + 1 + WINDOW);
  return (
    before.some((t) => t.kind === 'word' && sameWord(t.text, thing)) &&
    ![...before, ...after].some((t) => COMPLEMENT_WORDS.has(t.text))
  );
}

/** The limit on the other side of an item's limit word. */
export const OTHER_LIMIT: Record<string, string> = {
  below: 'above',
  under: 'above',
  above: 'below',
  over: 'below',
};

/** Words that give a value its negative sign, before it ("minus 200") or after it ("200 less"). */
const SIGN_BEFORE = new Set(['minus', 'negative', 'subtract', 'subtracting', 'subtracted']);
const SIGN_AFTER = new Set(['less', 'lower', 'fewer']);

/** Whether a value is said as negative: typed "-200", or with a sign word a token or two away. */
export function signSaid(reply: Reply, index: number): boolean {
  if (/^[-−–]/.test(reply.words[reply.tokens[index]!.start] ?? '')) return true;
  const near = (from: number, to: number, words: Set<string>) =>
    reply.tokens.slice(Math.max(0, from), to + 1).some((t) => words.has(t.text));
  return near(index - 2, index - 1, SIGN_BEFORE) || near(index + 1, index + 2, SIGN_AFTER);
}
