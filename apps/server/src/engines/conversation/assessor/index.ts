import type { Assessment, Assessor, Rubric } from '../types';
import { clearanceSides, saidOtherSide } from './clearance-sides';
import { countedThings } from './counted';
import { contradictsFormula, formulaOf } from './formula';
import { clauseWords } from './match-reply';
import { contradictsOrder, orderedList, otherOfKind } from './order';
import { markQuestionWords, markSharedWords } from './item-shape';
import { labellingOf, opposedUnderOwnLabel, saidUnderOtherLabel, type Labelling } from './label-binding';
import { valueUnderOtherLabel } from './label-values';
import {
  boundToOtherItem,
  matchSubanswer,
  preparePattern,
  prepareReply,
  type Match,
  type SubanswerPattern,
} from './match';
import { otherCoverBefore } from './value-sides';
import { rangeOf, reversedRange } from './range-order';
import { addHeadNouns } from './restatements';
import { rubricVocabulary } from './own-words';
import { clearanceNames, saysItsNames } from './words';

/**
 * One number said once answers one rubric item: when two items claim the same spoken value
 * ("500 feet above the surface" vs "500 feet from any person"), the one whose words stand
 * beside it keeps it and the others are false.
 */
export function resolveClaims(matches: Match[]): Match[] {
  const best = new Map<number, number>();
  for (const m of matches) for (const c of m.claims) best.set(c, Math.max(best.get(c) ?? -1, m.fit));
  return matches.map((m) =>
    m.claims.some((c) => (best.get(c) ?? -1) > m.fit) ? { ...m, label: false, span: null } : m,
  );
}

/**
 * A value an item repeats from another item of the question ("May overfly the 100 hours by up to
 * 10 hours …" beside "100-hour when …") is that item's context, said once for the other one: the
 * item needs its own values only ("you can go ten hours over only to get to the inspection").
 * Only for an item with another value of its own of the same kind and no value relations to keep.
 */
export function dropSharedValues(pattern: SubanswerPattern, others: SubanswerPattern[]): void {
  if (
    pattern.values.length < 2 ||
    pattern.ordered?.length ||
    pattern.signed?.length ||
    pattern.alternatives?.length
  )
    return;
  const dim = (k: number) => pattern.measures?.[k]?.dim;
  // Another item's only value, in the same kind of quantity as one of this item's own values
  // ("the 100 hours by up to 10 hours"): a condition both items state ("Under 40", "40 or
  // older") or a value of another kind stays required.
  const shared = pattern.values.flatMap((v, k) =>
    dim(k) !== undefined &&
    pattern.values.some((_, j) => j !== k && dim(j) === dim(k)) &&
    others.some((o) => o.values.length === 1 && o.values[0]!.kind === v.kind && o.values[0]!.text === v.text)
      ? [k]
      : [],
  );
  if (shared.length === 0 || shared.length === pattern.values.length) return;
  const keep = pattern.values.map((_, k) => !shared.includes(k));
  const newIndex = (k: number) => keep.slice(0, k).filter(Boolean).length;
  const dropped = new Set(shared.map((k) => pattern.values[k]!.value));
  if (pattern.counted) pattern.counted = pattern.counted.filter((c) => !dropped.has(c.value));
  pattern.values = pattern.values.filter((_, k) => keep[k]);
  if (pattern.measures) pattern.measures = pattern.measures.filter((_, k) => keep[k]);
  pattern.descriptors = pattern.descriptors
    .filter((d) => d.value === undefined || keep[d.value])
    .map((d) => (d.value === undefined ? d : { ...d, value: newIndex(d.value) }));
}

/** What an item writes that a reply must not contradict: a formula, an ordered list, a range. */
type ItemShape = {
  formula: ReturnType<typeof formulaOf>;
  list: ReturnType<typeof orderedList>;
  range: ReturnType<typeof rangeOf>;
};

/** A rubric's patterns, labels, words and item shapes, prepared once per question. */
type Prepared = {
  patterns: SubanswerPattern[];
  labelling: Labelling;
  vocabulary: Set<string>;
  shapes: ItemShape[];
};

/**
 * The default assessor: deterministic and offline, built for aviation language (spoken and
 * ICAO numbers, phonetic callsigns, runways, recogniser slips). Patterns are prepared once per
 * question and cached, since the same rubric is judged turn after turn.
 */
export function createRubricAssessor(): Assessor {
  const cache = new Map<string, Prepared>();

  function patternsFor(rubric: Rubric): Prepared {
    const key = `${rubric.question_id}:${rubric.subanswers.map((s) => `${s.subanswer_id}=${s.subanswer}`).join('|')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const patterns = rubric.subanswers.map((s) => {
      // Positive examples show other ways learners say this idea.
      const evidence = rubric.examples.flatMap((e) =>
        e.subanswer_examples
          .filter((x) => x.subanswer_id === s.subanswer_id && x.label && x.evidence)
          .map((x) => x.evidence!),
      );
      return preparePattern(s.subanswer, evidence);
    });
    markSharedWords(
      patterns,
      rubric.subanswers.map((s) => s.subanswer),
    );
    markQuestionWords(patterns, rubric.question);
    addHeadNouns(patterns);
    patterns.forEach((p, i) => {
      const counted = p.values.length ? countedThings(rubric.subanswers[i]!.subanswer) : [];
      if (counted.length) p.counted = counted;
    });
    const others = (i: number) => patterns.filter((_, k) => k !== i);
    patterns.forEach((p, i) => dropSharedValues(p, others(i)));
    patterns.forEach((p, i) => {
      const described = others(i).flatMap((o) => o.described ?? []);
      if (p.described?.length && described.length) p.othersDescribed = described;
    });
    const prepared = {
      patterns,
      labelling: labellingOf(rubric.subanswers.map((s) => s.subanswer)),
      vocabulary: rubricVocabulary([rubric.question, ...rubric.subanswers.map((s) => s.subanswer)]),
      shapes: rubric.subanswers.map(({ subanswer }) => ({
        formula: formulaOf(subanswer),
        list: orderedList(subanswer),
        range: rangeOf(subanswer),
      })),
    };
    if (cache.size > 2000) cache.clear();
    cache.set(key, prepared);
    return prepared;
  }

  return {
    name: 'rubric',
    async assess(rubric: Rubric, text: string): Promise<Assessment[]> {
      const { patterns, labelling, vocabulary, shapes } = patternsFor(rubric);
      const callsigns = patterns.flatMap((p) =>
        p.values.filter((v) => v.kind === 'callsign').map((v) => v.text),
      );
      const names = clearanceNames(rubric.question);
      const sides = clearanceSides(rubric.question);
      const reply = prepareReply(text, callsigns, names, vocabulary);
      let matches = patterns.map((pattern) => matchSubanswer(pattern, reply));
      // An item that lost a spoken value to a better-fitting item looks for another occurrence
      // of its own ("fourteen thousand" said twice for two oxygen rules).
      for (let round = 0; round < 3; round++) {
        const resolved = resolveClaims(matches);
        const losers = resolved.flatMap((m, i) => (matches[i]!.label && !m.label ? [i] : []));
        if (losers.length === 0) break;
        const taken = new Set(resolved.flatMap((m) => (m.label ? m.claims : [])));
        const retried = losers.map((i) => matchSubanswer(patterns[i]!, reply, taken));
        matches = resolved.map((m, i) => {
          const k = losers.indexOf(i);
          return k >= 0 ? retried[k]! : m;
        });
      }
      matches = resolveClaims(matches);
      // A value said with another item's words is that item's value ("7700 is hijacking").
      const elsewhere = boundToOtherItem(patterns, matches, reply);
      matches = matches.map((m, i) => (elsewhere[i] ? { ...m, label: false, span: null } : m));
      // Words said under another item's label are that item's ("white arc normal range").
      const misplaced = saidUnderOtherLabel(labelling, matches, reply);
      // A value said under another item's label is that item's ("VOT plus or minus 6").
      const valueMisplaced = valueUnderOtherLabel(labelling, matches, reply);
      misplaced.forEach((_, i) => (misplaced[i] ||= valueMisplaced[i]!));
      matches = matches.map((m, i) => (misplaced[i] ? { ...m, label: false, span: null } : m));
      // The opposite of its words said under its own label ("cumulus: downdrafts dominate").
      const opposed = opposedUnderOwnLabel(labelling, matches, reply);
      matches = matches.map((m, i) => (opposed[i] ? { ...m, label: false, span: null } : m));
      // A name the item carries ("MERIT") is a value: the item needs it said, letter for letter;
      // a formula it writes ("total moment ÷ total weight") keeps its operation and order, and so
      // does a list it orders; a colour or kind it names is not another one in the same clause.
      matches = matches.map((m, i) => {
        const item = rubric.subanswers[i]!.subanswer;
        const { formula, list, range } = shapes[i]!;
        const wrong =
          !saysItsNames(names, item, reply.tokens) ||
          saidOtherSide(sides, reply, m.claims) ||
          otherCoverBefore(item, reply, m.claims) ||
          (formula !== null && contradictsFormula(formula, reply.tokens)) ||
          (list !== null && contradictsOrder(list, reply.tokens)) ||
          (range !== null && reversedRange(range, reply.tokens)) ||
          (m.span !== null && otherOfKind(item, clauseWords(reply, m.span)));
        return m.label && wrong ? { ...m, label: false, span: null } : m;
      });
      return matches.map(({ label, span }, i) => ({
        subanswer_id: rubric.subanswers[i]!.subanswer_id,
        label,
        evidence: span ? reply.words.slice(span[0], span[1] + 1).join(' ') : null,
      }));
    },
  };
}
