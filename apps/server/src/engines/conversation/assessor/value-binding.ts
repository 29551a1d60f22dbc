// Which item a said value belongs to, when several items of a question carry values
// (docs/product/assessor.md, "Which words describe which value").
import { isUnit } from '../language/units';
import { isContentWord, isValueToken, sameWord } from './words';
import { type SubanswerPattern, type Reply, type Match, replyClauses } from './match-reply';

import { statementAbout, MEANING_WORDS, sameValue } from './match-values';

/**
 * docs/product/assessor.md: a value said with another item's words is that item's value. An
 * item's value is not given when the words the reply says right about it include a word only
 * another item of the question with values has ("hijacking" for "7700: emergency") and none
 * that only this item has, or when its clause holds such words and a value of that item while
 * the words only this item has stand in another clause. Returns the items to set false.
 */
export function boundToOtherItem(patterns: SubanswerPattern[], matches: Match[], reply: Reply): boolean[] {
  // Only items that pair values with words can take each other's values.
  const words = patterns.map((p) => (p.values.length ? (p.phrasings[0] ?? []) : []));
  return patterns.map((pattern, n) => {
    const m = matches[n]!;
    if (!m.label || m.claims.length === 0 || pattern.values.length === 0) return false;
    const has = (list: string[], w: string) => list.some((x) => sameWord(x, w));
    const others = words.filter((_, k) => k !== n);
    const mine = pattern.phrasings.flat();
    const onlyMine = (w: string) => has(mine, w) && !others.some((o) => has(o, w));
    const onlyOther = (w: string) => !has(mine, w) && others.some((o) => has(o, w));
    const wordsAt = (at: number[]) =>
      at
        .filter((i) => isContentWord(reply.tokens[i]!) && !reply.negated.has(i))
        .map((i) => reply.tokens[i]!.text);
    const clauses = replyClauses(reply);
    const clausesOf = replyClauses(reply);
    // The content words right after a value, in its clause, up to the next value.
    const wordsAfter = (i: number) => {
      const out: number[] = [];
      for (let k = i + 1; k < reply.tokens.length && k <= i + WORDS_AFTER; k++) {
        if (isValueToken(reply.tokens[k]!) || clausesOf[k] !== clausesOf[i]) break;
        out.push(k);
      }
      return wordsAt(out);
    };
    return m.claims.some((c) => {
      const said = wordsAt(statementAbout(reply, c));
      if (said.some(onlyOther) && !said.some(onlyMine)) return true;
      // Two items' values said in each other's roles: "2,000 feet above the highest obstacle
      // within 1,000 feet" leads 1,000 with the radius's word and gives 2,000 the height's words.
      const lead = wordsAt(c > 0 && clausesOf[c - 1] === clausesOf[c] ? [c - 1] : []);
      const leadOwners = words.flatMap((o, k) =>
        k !== n && lead.some((w) => onlyOther(w) && has(o, w)) ? [k] : [],
      );
      const rolesSwapped = leadOwners.some((k) =>
        reply.tokens.some(
          (t, i) =>
            i !== c &&
            isValueToken(t) &&
            patterns[k]!.values.some((v) => sameValue(v, t)) &&
            wordsAfter(i).some(onlyMine),
        ),
      );
      if (rolesSwapped) return true;
      // The value's clause holds another item's value and words and none of this item's words,
      // which the reply says in another clause: "above 14,000 the crew after 30 minutes, above
      // 12,500 the crew at all times".
      const own = clauses[c]!;
      const inClause = wordsAt(reply.tokens.flatMap((_, i) => (clauses[i] === own ? [i] : [])));
      const elsewhere = wordsAt(reply.tokens.flatMap((_, i) => (clauses[i] !== own ? [i] : [])));
      const otherValue = reply.tokens.some(
        (t, i) =>
          clauses[i] === own &&
          !m.claims.includes(i) &&
          isValueToken(t) &&
          !pattern.values.some((v) => sameValue(v, t)) &&
          patterns.some((p, k) => k !== n && p.values.some((v) => sameValue(v, t))),
      );
      if (otherValue && inClause.some(onlyOther) && !inClause.some(onlyMine) && elsewhere.some(onlyMine))
        return true;
      // Without punctuation, a reply that leads each statement with its value says each value's
      // words after it, up to the next value: "above fifteen thousand the crew at all times and
      // above fourteen thousand every passenger" gives each value the other's words.
      if (clauses.some((k) => k > 0)) return false;
      const ownValue = (i: number) => pattern.values.some((v) => sameValue(v, reply.tokens[i]!));
      // A reply that leads each statement with its words says them before its value, back to the
      // previous value: "annual inspection every 24 and transponder every 12".
      const leading = valueStretches(reply, ownValue);
      const stretches = leading.length
        ? leading
        : wordStretches(reply).filter((st) => ledByWords(reply, st.value));
      const mineAt = stretches.find((st) => st.value === c);
      if (!mineAt) return false;
      const plain = (at: number[]) => wordsAt(at).filter((w) => !VALUE_LEADS.has(w) && !isUnit(w));
      const inStretch = plain(mineAt.words);
      // Each statement speaks of one item: a stretch with words only one item has and words only
      // another has ("set the correction is") is a reply whose words lead their values instead.
      const itemsIn = (at: number[]) =>
        new Set(
          plain(at).flatMap((w) => {
            const owners = words.flatMap((o, k) => (has(o, w) ? [k] : []));
            return owners.length === 1 ? owners : [];
          }),
        );
      // So is one whose words end on "is" before the next value ("the correction is minus 200").
      const leadsNext = (st: { words: number[] }) =>
        MEANING_WORDS.has(reply.tokens[st.words[st.words.length - 1] ?? -1]?.text ?? '');
      if (stretches.some((st) => itemsIn(st.words).size > 1 || leadsNext(st))) return false;
      // Its own words stand in another value's stretch, which is another item's value.
      // (In a reply that opens with words, any other value: "transponder every 12" gives the
      // transponder 12, whether or not 12 is the annual's value in the rubric's unit.)
      const swapped = stretches.some(
        (st) =>
          st !== mineAt &&
          !ownValue(st.value) &&
          (!leading.length ||
            patterns.some(
              (p, k) => k !== n && p.values.some((v) => sameValue(v, reply.tokens[st.value]!)),
            )) &&
          plain(st.words).some(onlyMine),
      );
      return swapped && inStretch.some(onlyOther) && !inStretch.some(onlyMine);
    });
  });
}

/** How far after a value its words are read when two values may have swapped roles. */
const WORDS_AFTER = 5;

/** Words that lead a value without saying what it is for ("above 14,000", "at or below"). */
const VALUE_LEADS = new Set([
  'above',
  'below',
  'over',
  'under',
  'at',
  'from',
  'between',
  'up',
  'to',
  'within',
  'and',
  'or',
  'then',
  'the',
]);

/** Words between a thing and its value: "transponder every 12", "annual is 12". */
const LINKS = new Set(['every', 'each', 'once', 'at', 'within', 'the', 'a', 'an', 'of', 'is', 'are', 'for']);

/** A value said right after the words of its statement ("transponder every 12"), not after "and" or a unit. */
function ledByWords(reply: Reply, value: number): boolean {
  let k = value - 1;
  while (k >= 0 && LINKS.has(reply.tokens[k]!.text)) k--;
  const t = reply.tokens[k];
  return !!t && isContentWord(t) && !VALUE_LEADS.has(t.text) && !isUnit(t.text);
}

/**
 * In a reply that opens with words, each value's statement: the tokens before it back to the
 * previous value, as { value, words }. Values said in a run ("12,500 to 14,000") share the
 * statement of the first.
 */
export function wordStretches(reply: Reply): { value: number; words: number[] }[] {
  const out: { value: number; words: number[] }[] = [];
  let words: number[] = [];
  reply.tokens.forEach((t, i) => {
    if (!isValueToken(t)) {
      words.push(i);
      return;
    }
    const run = words.every((k) => VALUE_LEADS.has(reply.tokens[k]!.text)) && out.length > 0;
    if (!run) out.push({ value: i, words });
    words = [];
  });
  return out;
}

/**
 * In a reply that leads with a value (nothing but lead words before it), each value's statement:
 * the tokens after it up to the next value that is not the same item's own (`own`), as
 * { value: the value's token, words }. Empty for a reply that does not lead with a value.
 */
export function valueStretches(
  reply: Reply,
  own: (i: number) => boolean,
): { value: number; words: number[] }[] {
  const tokens = reply.tokens;
  const first = tokens.findIndex(isValueToken);
  if (first < 0 || tokens.slice(0, first).some((t) => isContentWord(t) && !VALUE_LEADS.has(t.text)))
    return [];
  const out: { value: number; words: number[] }[] = [];
  let current: { value: number; words: number[] } | null = null;
  tokens.forEach((t, i) => {
    if (isValueToken(t)) {
      // A value run ("12,500 to 14,000") and the item's own further values stay in one statement.
      const prev = tokens[i - 1];
      const joined =
        current && (isValueToken(prev!) || (current.value !== i && own(i) && own(current.value)));
      if (!joined) {
        current = { value: i, words: [] };
        out.push(current);
      }
      return;
    }
    current?.words.push(i);
  });
  return out;
}
