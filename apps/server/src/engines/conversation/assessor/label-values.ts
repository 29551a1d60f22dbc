import { replyClauses, type Match, type Reply } from './match-reply';
import { labelOccurrences, meaningsOfLabels, segmentsOf, type Labelling } from './label-binding';
import { isValueToken, sameWord } from './words';

/**
 * docs/product/assessor.md, "Words said under another label": an item whose definition holds a
 * value ("VOT check: plus or minus 4 degrees") gives that value under its own label. For each
 * item the reply was judged to convey: whether its label is said, every value it matched stands
 * under another label, and its own label has no value of the same text ("VOT plus or minus 6,
 * airborne plus or minus 4" conveys neither tolerance). A value's label is the one its clause
 * names, or else the stretch of the reply it stands in (segmentsOf).
 */
export function valueUnderOtherLabel(labelling: Labelling, matches: Match[], reply: Reply): boolean[] {
  const none = matches.map(() => false);
  if (labelling.labels.length < 2) return none;
  const { labels: occurrences } = meaningsOfLabels(labelOccurrences(labelling, reply), reply);
  if (new Set(occurrences.map((o) => o.label)).size < 2) return none;
  // The labelled items' words and matched values tell whether the reply names labels first.
  const claimed = labelling.items.flatMap((it, n) => (it?.valued ? matches[n]!.claims : []));
  const claimedTexts = new Set(claimed.map((c) => reply.tokens[c]!.text));
  const definitionWords = labelling.items.flatMap((it) => it?.definition ?? []);
  const definitionAt = (i: number) => {
    const t = reply.tokens[i]!;
    if (isValueToken(t)) return claimedTexts.has(t.text);
    return t.kind === 'word' && definitionWords.some((w) => sameWord(w, t.text));
  };
  const segments = segmentsOf(occurrences, definitionAt, reply.tokens.length);
  // In a reply that marks its clauses, a clause with one label holds that label's values,
  // whichever side of it they stand on ("±4° on a VOT, ±6° airborne, dual VORs within 4°").
  const clauses = replyClauses(reply);
  const labelsIn = new Map<number, Set<number>>();
  for (const o of occurrences) {
    const c = clauses[o.start]!;
    labelsIn.set(c, (labelsIn.get(c) ?? new Set()).add(o.label));
  }
  const under = segments.map((label, i) => {
    const here = labelsIn.get(clauses[i]!);
    return here?.size === 1 ? [...here][0]! : label;
  });
  return labelling.items.map((item, n) => {
    const match = matches[n]!;
    if (!item?.valued || !match.label || match.claims.length === 0) return false;
    if (!occurrences.some((o) => o.label === item.label)) return false;
    const texts = match.claims.map((c) => reply.tokens[c]!.text);
    const ownHasIt = reply.tokens.some(
      (t, i) => under[i] === item.label && isValueToken(t) && texts.includes(t.text),
    );
    return !ownHasIt && match.claims.every((c) => under[c]! >= 0 && under[c] !== item.label);
  });
}
