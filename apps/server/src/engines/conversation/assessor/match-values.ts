import { SAME_SIDE, VALUE_DESCRIPTORS, VALUE_WORDS, antonymsOf } from '../language/lexicon';
import { type Token } from '../language/tokenize';
import { celsiusAt, measureAt, sameMeasure, unitAfter, type Measure } from '../language/units';
import { isValueToken, sameWord } from './words';
import {
  type Descriptor,
  type SubanswerPattern,
  type Reply,
  WINDOW,
  findWord,
  replyClauses,
} from './match-reply';
import { registration } from './registrations';
import { OTHER_LIMIT, foreignInClause, saysTheOtherSide, signSaid } from './value-context';
import {
  deniedAfter,
  followsCloser,
  limitAfter,
  namesAfterUnit,
  precedesCloser,
  sideWindow,
} from './value-sides';

/**
 * Whether a reply token gives a wanted value. Numbers compare by value (124.350 = 124.35) and,
 * with units, by quantity (2 years = 24 months, 0.5 = 50 percent; 24 years is not 24 months); a
 * decimal read digit by digit matches ("three zero one two" = 30.12); a flight level matches its
 * altitude (FL180 = 18,000). Callsigns match with or without the "N", or abbreviated (N3AB).
 * Every letter and digit counts: "N123AC" is not "N123AB".
 */
export function sameValue(
  want: Token,
  got: Token,
  wantMeasure: Measure | null = null,
  gotMeasure: Measure | null = null,
): boolean {
  if (want.kind === 'number') {
    if (got.kind === 'callsign' && /^fl\d{2,3}$/.test(got.text))
      return Number(got.text.slice(2)) * 100 === want.value;
    if (got.kind !== 'number' || got.value === undefined || want.value === undefined) return false;
    const byUnit = sameMeasure(wantMeasure, gotMeasure, want.value, got.value);
    if (byUnit !== null) return byUnit;
    if (got.value === want.value) return true;
    return (
      !gotMeasure &&
      want.text.includes('.') &&
      /^\d{3,}$/.test(got.text) &&
      got.text === want.text.replace('.', '')
    );
  }
  if (want.kind === 'callsign' && got.kind === 'callsign') {
    if (registration(want.text) === registration(got.text)) return true;
    const abbreviated =
      want.text.length > 4 && /^[a-z]/.test(want.text) ? want.text[0]! + want.text.slice(-3) : null;
    return abbreviated === got.text;
  }
  return want.kind === got.kind && want.text === got.text;
}
/**
 * A value occurrence fits when the descriptors the reply uses stand on their side of it and
 * none of their opposites stands there instead.
 */
export function contextFit(
  reply: Reply,
  index: number,
  relevant: Descriptor[],
  presenceOnSide = true,
): number {
  if (relevant.length === 0) return 0;
  // An opposite the item itself holds ("1 hour after sunset and 1 hour before sunrise") contradicts nothing.
  const own = new Set(relevant.map((d) => d.word));
  let present = 0;
  let counted = 0;
  let presentCounted = 0;
  for (const d of relevant) {
    const [from, to] = sideWindow(reply, index, d.side);
    const has = (w: string) => findWord(reply, w, from, to, true) >= 0;
    // A word that leads the value in the rubric may follow it and its unit instead ("ten miles
    // visibility" for "Visibility 10 statute miles"); an opposite is held to the rubric's side.
    const hasOtherSide =
      d.side === 'before'
        ? VALUE_DESCRIPTORS.has(d.word)
          ? limitAfter(reply, index, d.word)
          : namesAfterUnit(reply, index, d.word) || followsCloser(reply, index, d.word)
        : // "VFR is 1200" for "1200: VFR": a meaning word links the words before the value to it.
          !VALUE_DESCRIPTORS.has(d.word) &&
          (statementBefore(reply, index).some((i) => sameWord(reply.tokens[i]!.text, d.word)) ||
            precedesCloser(reply, index, d.word));
    // "over 40" for "40 or older": a word of the same side may lead the value it qualifies,
    // right before it in its clause, unless an "and" before that word starts another statement
    // ("24 months and over 40" pairs nothing with the 24) or the opposite follows the value.
    const lead = reply.tokens[index - 1];
    const opposite = antonymsOf(d.word)
      .filter((a) => !own.has(a))
      .some(has);
    const leadsSameSide =
      d.side === 'after' &&
      lead !== undefined &&
      (SAME_SIDE[d.word] ?? []).includes(lead.text) &&
      !/[,;.]$/.test(reply.words[lead.end] ?? '') &&
      reply.tokens[index - 2]?.text !== 'and' &&
      !opposite;
    if (has(d.word) || (SAME_SIDE[d.word] ?? []).some(has) || hasOtherSide || leadsSameSide) {
      present++;
      if (!d.contradictOnly) presentCounted++;
    } else if (
      antonymsOf(d.word)
        .filter((a) => !own.has(a))
        .some(has)
    )
      return -1;
    // A word said away from every number ("two g … the load factor") describes nothing else;
    // one said beside another number ("oil is 6"), or only as its opposite, speaks against this one.
    else if (
      !d.contradictOnly &&
      findWord(reply, d.word, 0, reply.tokens.length - 1, true) >= 0 &&
      !describesAnotherNumber(reply, index, d.word)
    )
      continue;
    if (!d.contradictOnly) counted++;
  }
  if (counted === 0 || !presenceOnSide) return present;
  // Half of a few words, a third of many ("within 4 NM of a Class C or D primary airport").
  return presentCounted >= Math.ceil(counted <= 3 ? counted / 2 : counted / 3) ? present : -1;
}

/** Whether the word stands beside another number, in that number's clause ("oil is 6"; not "the load factor, about 41"). */
export function describesAnotherNumber(reply: Reply, index: number, word: string): boolean {
  const clauses = replyClauses(reply);
  return reply.tokens.some((t, n) => {
    if (n === index || !isValueToken(t)) return false;
    const at = findWord(reply, word, n - WINDOW, n + WINDOW, true);
    return at >= 0 && clauses[at] === clauses[n];
  });
}

/**
 * With several values the reply may give them in another order ("five years if under 40" for
 * "Under 40: 60 calendar months"): half the item's words must stand beside one of them, on
 * either side.
 */
export function describedTogether(reply: Reply, hits: number[], relevant: Descriptor[]): boolean {
  const counted = relevant.filter((d) => !d.contradictOnly);
  if (counted.length === 0) return true;
  const near = counted.filter((d) =>
    hits.some((h) => findWord(reply, d.word, h - WINDOW, h + WINDOW, true) >= 0),
  ).length;
  return near / counted.length >= 0.5;
}

/** The value plus the words that introduce it ("left heading" 270), for quoting as evidence. */
export function withLeadIn(reply: Reply, index: number): number[] {
  const out = [index];
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const t = reply.tokens[i]!;
    if (t.kind !== 'word' || (!VALUE_WORDS.has(t.text) && !DIRECTIONS.has(t.text))) break;
    out.push(i);
  }
  return out;
}
export const DIRECTIONS = new Set(['left', 'right', 'above', 'below']);
export function spanOf(reply: Reply, indexes: number[]): [number, number] | null {
  if (indexes.length === 0) return null;
  const tokens = indexes.map((i) => reply.tokens[i]!);
  return [Math.min(...tokens.map((t) => t.start)), Math.max(...tokens.map((t) => t.end))];
}

/**
 * Where the reply gives the value of the item's aside, in its unit or, for a temperature, in the
 * other scale ("32 degrees F" for "(0 °C)"); -1 when it does not.
 */
export function asideValueAt(pattern: SubanswerPattern, reply: Reply): number {
  return reply.tokens.findIndex(
    (t, i) =>
      t.kind === 'number' &&
      !reply.negated.has(i) &&
      pattern.asideValues.some(({ value, unit, celsius }) => {
        const c = celsiusAt(reply.tokens, i);
        if (celsius !== null && c !== null) return Math.abs(c - celsius) < 0.5;
        return unitAfter(reply.tokens, i) === unit && t.value === value.value;
      }),
  );
}

/** A number given in the aside's unit that is not the aside's value: "winds of thirty knots" for "(about 15 knots)". */
export function contradictsAside(pattern: SubanswerPattern, reply: Reply): boolean {
  return pattern.asideValues.some(({ value, unit, celsius }) => {
    const stated = reply.tokens.flatMap((t, i) =>
      t.kind === 'number' && unitAfter(reply.tokens, i) === unit ? [i] : [],
    );
    // A temperature in the other scale is the same value converted (32 °F is 0 °C).
    const same = (i: number) => {
      const c = celsiusAt(reply.tokens, i);
      return celsius !== null && c !== null
        ? Math.abs(c - celsius) < 0.5
        : reply.tokens[i]!.value === value.value;
    };
    return stated.length > 0 && !stated.some(same);
  });
}

/** Every wanted value in the reply, each with its descriptors on the right side; null when one is missing. */
export function findValues(
  pattern: SubanswerPattern,
  reply: Reply,
  values: Token[],
  measures: (Measure | null)[],
  exclude: ReadonlySet<number>,
): { hits: number[]; fit: number } | null {
  const said = (w: string) => findWord(reply, w, 0, reply.tokens.length - 1, true) >= 0;
  // Descriptors only count when the reply uses them (or their opposite) somewhere.
  const relevant = pattern.descriptors.filter((d) => said(d.word) || antonymsOf(d.word).some(said));
  // A bare number does not convey an item that qualifies it at length ("100-hour when carrying people for hire …").
  const isMain = values === pattern.values;
  if (isMain && pattern.descriptors.filter((d) => !d.contradictOnly).length >= 4 && relevant.length === 0)
    return null;
  // Every occurrence that can give each value, with its fit.
  const candidates: { i: number; fit: number }[][] = [];
  for (const [k, want] of values.entries()) {
    const options: { i: number; fit: number }[] = [];
    reply.tokens.forEach((t, i) => {
      if (exclude.has(i) || reply.negated.has(i) || deniedAfter(reply, i)) return;
      if (!sameValue(want, t, measures[k] ?? null, measureAt(reply.tokens, i))) return;
      if (isMain && pattern.signed?.includes(k) && !signSaid(reply, i)) return;
      if (isMain && pattern.complementOf && saysTheOtherSide(reply, i, pattern.complementOf)) return;
      // "0.04 or more" for "below 0.04": the other limit said after the value.
      const limits = pattern.descriptors.filter((d) => d.value === undefined || d.value === k);
      if (limits.some((d) => OTHER_LIMIT[d.word] && limitAfter(reply, i, OTHER_LIMIT[d.word]!))) return;
      const own = relevant.filter((d) => d.value === undefined || d.value === k || values !== pattern.values);
      const f = contextFit(reply, i, own, values.length === 1 || values === pattern.values);
      if (f >= 0) options.push({ i, fit: f });
    });
    if (options.length === 0) return null;
    candidates.push(options);
  }
  // The best combination whose values are said together (see togetherInReply).
  let best: { hits: number[]; fit: number } | null = null;
  let tried = 0;
  const walk = (k: number, hits: number[], fit: number) => {
    if (tried > 500) return;
    if (k === candidates.length) {
      tried++;
      if (new Set(hits).size !== hits.length) return;
      if (values.length > 1 && !togetherInReply(reply, hits)) return;
      if (values === pattern.values && (pattern.ordered ?? []).some(([x, y]) => hits[x]! > hits[y]!)) return;
      if (values.length > 1 && conditionElsewhere(reply, hits, values, measures)) return;
      if (
        values === pattern.values &&
        values.length > 1 &&
        foreignInClause(reply, hits, values, measures, sameValue)
      )
        return;
      if (!best || fit > best.fit) best = { hits: [...hits], fit };
      return;
    }
    for (const c of candidates[k]!) walk(k + 1, [...hits, c.i], fit + c.fit);
  };
  walk(0, [], 0);
  if (!best) return null;
  const { hits, fit } = best as { hits: number[]; fit: number };
  if (values !== pattern.values && !describedTogether(reply, hits, relevant)) return null;
  return { hits, fit };
}

/**
 * The values of one item are said together: no other value between them ("under forty: 24
 * months; forty or older: 60 months" does not pair 40 with 60), and in one sentence.
 */
export function togetherInReply(reply: Reply, hits: number[]): boolean {
  const sorted = [...hits].sort((a, b) => a - b);
  const values = reply.tokens.flatMap((t, i) => (isValueToken(t) ? [i] : []));
  const sentence = (i: number) =>
    reply.tokens.slice(0, i).filter((t, k) => /[;.]$/.test(reply.words[t.end] ?? '') && k < i).length;
  for (let k = 1; k < sorted.length; k++) {
    if (values.some((v) => v > sorted[k - 1]! && v < sorted[k]! && !hits.includes(v))) return false;
    if (joinedByAnd(reply, sorted[k - 1]!, sorted[k]!)) return false;
  }
  return new Set(hits.map(sentence)).size === 1;
}

/**
 * "24 months under 40 and 60 months over 40": a value right after "and" starts another
 * statement, so it is not the pair of the value before the "and", unless the two bound a range
 * ("between 12,500 and 14,000").
 */
export function joinedByAnd(reply: Reply, a: number, b: number): boolean {
  return reply.tokens[b - 1]?.text === 'and' && b - 1 > a && reply.tokens[a - 1]?.text !== 'between';
}

/** Words that make what follows the condition of the value said before them ("two years if under 40"). */
export const CONDITION_WORDS = new Set(['if', 'when', 'unless', 'once']);

/**
 * A value said with a condition ("two years if you are under 40 and five years if you are 40
 * or older") belongs with the value of its condition: a combination that pairs it with another
 * occurrence of that value is someone else's pairing. Not when the reply says its conditions
 * first.
 */
export function conditionElsewhere(
  reply: Reply,
  hits: number[],
  values: Token[],
  measures: (Measure | null)[],
): boolean {
  // A reply that opens with its condition ("if you are under forty it is good for sixty…") puts
  // each condition before its value: what follows a value is the next statement's condition.
  const firstCondition = reply.tokens.findIndex((t) => CONDITION_WORDS.has(t.text));
  const firstValue = reply.tokens.findIndex(isValueToken);
  if (firstCondition >= 0 && firstCondition < firstValue) return false;
  return hits.some((h) => {
    for (let i = h + 1; i < reply.tokens.length; i++) {
      const t = reply.tokens[i]!;
      if (isValueToken(t)) return false;
      if (!CONDITION_WORDS.has(t.text)) continue;
      // The condition's value: the first value after the condition word.
      let at = i + 1;
      while (at < reply.tokens.length && !isValueToken(reply.tokens[at]!)) at++;
      if (at >= reply.tokens.length || hits.includes(at)) return false;
      const got = reply.tokens[at]!;
      const gotMeasure = measureAt(reply.tokens, at);
      return values.some(
        (v, k) =>
          hits[k] !== h &&
          sameValue(v, got, measures[k] ?? null, gotMeasure) &&
          sameValue(v, reply.tokens[hits[k]!]!, measures[k] ?? null, measureAt(reply.tokens, hits[k]!)),
      );
    }
    return false;
  });
}

/** Words that say what a value means: "7700 is hijacking", "7600 means lost comms". */
export const MEANING_WORDS = new Set([
  'is',
  'are',
  'means',
  'mean',
  'meaning',
  'signals',
  'indicates',
  'equals',
]);

/**
 * The words a reply says a value means: those after a meaning word right after it, up to the
 * end of its clause, at most STATEMENT_REACH tokens ("7700 is hijacking"). When another value
 * follows first, the words are that value's lead-in and say nothing about this one.
 */
export const STATEMENT_REACH = 4;
export function statementAbout(reply: Reply, index: number): number[] {
  const clauseEnd = (k: number) => /[,;:.]$/.test(reply.words[reply.tokens[k]!.end] ?? '');
  const link = reply.tokens[index + 1];
  if (!link || clauseEnd(index) || !MEANING_WORDS.has(link.text)) return statementBefore(reply, index);
  const after: number[] = [];
  for (let i = index + 1; i < reply.tokens.length; i++) {
    if (isValueToken(reply.tokens[i]!)) return [];
    if (clauseEnd(i - 1)) break;
    if (i - index > STATEMENT_REACH) {
      // The statement runs on: it is this value's only if no value comes right after it.
      if (reply.tokens.slice(i, i + 2).some(isValueToken)) return [];
      break;
    }
    after.push(i);
  }
  return after;
}

/**
 * "hijack is 7600": the words before a meaning word right before the value, back to the start
 * of their clause (at most STATEMENT_REACH tokens, never past another value), say what it means.
 */
function statementBefore(reply: Reply, index: number): number[] {
  const clauseEnd = (k: number) => /[,;:.]$/.test(reply.words[reply.tokens[k]!.end] ?? '');
  if (index < 2 || !MEANING_WORDS.has(reply.tokens[index - 1]!.text) || clauseEnd(index - 1)) return [];
  const before: number[] = [];
  for (let i = index - 2; i >= 0 && index - 1 - i <= STATEMENT_REACH; i--) {
    if (isValueToken(reply.tokens[i]!) || clauseEnd(i)) break;
    before.push(i);
  }
  return before;
}
