import { BIGRAMS, TRIGRAMS, VALUE_WORDS, antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import { UNIT_WORDS, celsiusAt, isUnit, measureAt, unitAfter, type Measure } from '../language/units';
import { orGroupsOf, phraseAlternatives, valueAlternatives } from './alternatives';
import { headNoun, restatements } from './restatements';
import {
  deniesInCondition,
  labelWithExamples,
  listElementsOf,
  requiredListOf,
  otherScale,
  plainValues,
  quotedPronunciations,
  quotedExampleOf,
  spokenFormsOf,
  statesDenial,
  valueNounsOf,
} from './item-shape';
import { isContentWord, isNegation, isValueToken } from './words';
import { type Descriptor, type SubanswerPattern } from './match-reply';

import { polarPairsOf, describedThingsOf, clauseIn, polarWordsOf } from './match-polarity';
export const unique = (words: string[]) => [...new Set(words)];

const contentWords = (text: string) =>
  unique(
    tokenize(text)
      .tokens.filter(isContentWord)
      .map((t) => t.text),
  );

/** An aside that denies: "(not a takeoff clearance)". */
const NEGATED_ASIDE = /^\s*(not|never|no)\b/i;

/** The value tokens of a text, once each, with their quantities. */
export function valuesOf(tokens: Token[]): { values: Token[]; measures: (Measure | null)[] } {
  const seen = new Set<string>();
  const values: Token[] = [];
  const measures: (Measure | null)[] = [];
  tokens.forEach((t, i) => {
    if (!isValueToken(t) || seen.has(t.text)) return;
    const measure = measureAt(tokens, i);
    // One quantity said twice ("Annual inspection within the preceding 12 calendar months") is one value.
    if (measure && measures.some((m) => m?.dim === measure.dim && m.value === measure.value)) return;
    seen.add(t.text);
    values.push(t);
    measures.push(measure);
  });
  return { values, measures };
}

/** Words that may stand between the letters of a route: "via kilo and golf", "K, then G". */
export const ROUTE_JOINERS = new Set(['and', 'then', 'via', 'taxiway', 'taxiways', 'to', 'on']);

/** Runs of letters in the reply, joined only by route words: "kilo golf", "K and G". */
export function letterRuns(tokens: Token[], negated: Set<number>): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let pendingJoiners = 0;
  tokens.forEach((t, i) => {
    if (t.kind === 'letter' && !negated.has(i)) {
      run.push(t.text);
      pendingJoiners = 0;
    } else if (run.length && t.kind === 'word' && ROUTE_JOINERS.has(t.text) && pendingJoiners < 2) {
      pendingJoiners++;
    } else {
      if (run.length) runs.push(run);
      run = [];
      pendingJoiners = 0;
    }
  });
  if (run.length) runs.push(run);
  return runs;
}

/** Words that say what a clearance's letters are for: the route, a limit, a crossing. */
const ROLE_WORDS: Record<string, string> = { via: 'via', taxi: 'via', hold: 'hold', cross: 'cross' };
/** Words that may stand between a role word and its letters ("hold short of taxiway"). */
const ROLE_FILLERS = new Set(['short', 'of', 'taxiway', 'taxiways', 'the', 'and', 'then', 'to', 'on', 'via']);

/** The role word that leads the letters at `at` ("hold" in "hold short of taxiway golf"), or null. */
export function roleBefore(tokens: Token[], at: number): string | null {
  for (let k = at - 1; k >= 0 && at - k <= 5; k--) {
    const text = tokens[k]!.text;
    // "taxi via": the nearest role word decides, unless it is the joiner "via" after "taxi".
    if (ROLE_WORDS[text] && !(text === 'via' && tokens[k - 1]?.text === 'taxi')) return ROLE_WORDS[text]!;
    if (tokens[k]!.kind !== 'word' || !ROLE_FILLERS.has(text)) return null;
  }
  return null;
}

/** Words that say how firm a limit is, not which value it is ("must", "at least"): only their opposite counts. */
export const MODAL_WORDS = new Set(['required', 'least']);

export const KIND_WORDS = new Set(['altitude', 'heading', 'runway', 'frequency', 'squawk', 'code']);
export const hasUnit = (tokens: Token[], at: number) => at >= 0 && unitAfter(tokens, at) !== null;

export function descriptorsOf(
  tokens: Token[],
  values: Token[],
  clauseOf: (t: Token) => number = () => 0,
): Descriptor[] {
  // Each descriptor belongs to a value of its own clause ("40 or older: 24 calendar months"),
  // the nearest one ("Temperature 18, dew point 9"); on a tie, the next one.
  const positions = values.map((v) => tokens.findIndex((t) => t.text === v.text && isValueToken(t)));
  const out = new Map<string, Descriptor>();
  tokens.forEach((t, i) => {
    // "by day" describes the value; "90 days" is its unit.
    const isUnitHere = isUnit(t.text) && (UNIT_WORDS.has(t.text) || tokens[i - 1]?.kind === 'number');
    // A value word with an opposite ("MSL" / "AGL") still says which value is meant, and a
    // word naming a clearance's kind of value is the subject of a quantity ("transponder
    // inspection every 24 calendar months").
    const isValueWord =
      VALUE_WORDS.has(t.text) &&
      !(KIND_WORDS.has(t.text) && values.length === 1 && hasUnit(tokens, positions[0]!));
    if (!isContentWord(t) || (isValueWord && antonymsOf(t.text).length === 0) || isUnitHere) return;
    if (out.has(t.text)) return;
    const sameClause = positions.some((p) => p >= 0 && clauseOf(tokens[p]!) === clauseOf(t));
    const distance = (p: number) =>
      Math.abs(p - i) + (sameClause && clauseOf(tokens[p]!) !== clauseOf(t) ? tokens.length : 0);
    let value = 0;
    positions.forEach((p, k) => {
      const d = distance(p);
      const best = distance(positions[value]!);
      if (d < best || (d === best && p > positions[value]!)) value = k;
    });
    out.set(t.text, {
      word: t.text,
      side: i < (positions[value] ?? Infinity) ? 'before' : 'after',
      ...(values.length > 1 ? { value } : {}),
      ...(isValueWord || MODAL_WORDS.has(t.text) ? { contradictOnly: true } : {}),
    });
  });
  return [...out.values()];
}

export const RELATION_WORDS = new Set(['to', 'below', 'above', 'under', 'over', 'through']);

/** Pairs of the item's values joined by a relation word within two tokens, as indexes into `values`. */
export function orderedValues(tokens: Token[], values: Token[]): [number, number][] {
  const at = tokens.flatMap((t, i) => (isValueToken(t) ? [i] : []));
  const out: [number, number][] = [];
  for (let k = 1; k < at.length; k++) {
    const between = tokens.slice(at[k - 1]! + 1, at[k]!);
    if (between.length > 2 || !between.some((t) => RELATION_WORDS.has(t.text))) continue;
    const a = values.findIndex((v) => v.text === tokens[at[k - 1]!]!.text);
    const b = values.findIndex((v) => v.text === tokens[at[k]!]!.text);
    if (a >= 0 && b >= 0 && a !== b) out.push([a, b]);
  }
  return out;
}

/**
 * Text in parentheses elaborates ("heading 270 (two seven zero)", "(within and above, up to
 * 10,000 MSL)"): it is one more phrasing, and its values are not required on their own, unless
 * the main text only names the kind of value ("Call sign (Cessna seven three four lima)").
 */
export function preparePattern(subanswer: string, evidence: string[]): SubanswerPattern {
  // A hyphenated modifier is one idea ("government-issued photo ID" is conveyed by "photo ID"
  // plus either half), so only its head word is required.
  const main = plainValues(subanswer.replace(/\([^)]*\)/g, ' ')).replace(
    /\b([a-z]{3,})-([a-z]{3,})\b/gi,
    (whole, a: string, b: string) =>
      BIGRAMS[`${a.toLowerCase()} ${b.toLowerCase()}`] || TRIGRAMS[whole.toLowerCase()] ? whole : a,
  );
  const allAsides = [...subanswer.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!);
  // "(not a takeoff clearance)" says what the item is not: never a way to say it.
  const asides = allAsides.filter((a) => !NEGATED_ASIDE.test(a));
  const forbidden = allAsides
    .filter((a) => NEGATED_ASIDE.test(a))
    .map((a) =>
      unique(
        tokenize(a)
          .tokens.filter((t) => isContentWord(t) && !isNegation(t))
          .map((t) => t.text),
      ),
    )
    .filter((p) => p.length > 0);
  let { tokens } = tokenize(main);
  // The denominator of a rate ("2.5 °C per 1,000 feet") is understood: it need not be said.
  tokens = tokens.filter((t, i) => !(isValueToken(t) && tokens[i - 1]?.text === 'per'));
  const namesOnlyAKind =
    !tokens.some(isValueToken) && tokens.filter(isContentWord).every((t) => VALUE_WORDS.has(t.text));
  if (namesOnlyAKind && asides.length) tokens = [...tokens, ...tokenize(asides.join(' ')).tokens];
  const asideTokens = asides.map((a) => tokenize(a).tokens);
  const content = unique(tokens.filter(isContentWord).map((t) => t.text));
  const phrasings = [
    content,
    ...restatements(asides),
    ...[...asides, ...evidence].map((e) =>
      unique(
        tokenize(e)
          .tokens.filter(isContentWord)
          .map((t) => t.text),
      ),
    ),
  ].filter((p) => p.length > 0);
  const slashed = valueAlternatives(main);
  const { values, measures } = slashed ? valuesOf(tokenize(slashed[0]!).tokens) : valuesOf(tokens);
  const orGroups = orGroupsOf(main, content);
  // The rubric's own examples that convey a value item without its value ("a clearance from
  // ATC in the surface area" for "Requires an ATC clearance, within a surface area, below
  // 10,000 MSL") are ways to say it, as the rubric's author judged.
  const valueFree = evidence
    .filter((e) => !tokenize(e).tokens.some(isValueToken))
    .map(contentWords)
    .filter((p) => p.length >= 2);
  // An aside of words only restates a value item: "Magnetic course 0 to 179 degrees (east)".
  const restated = asideTokens
    .filter((ts) => ts.length > 0 && !ts.some(isValueToken))
    .map((ts) => unique(ts.filter(isContentWord).map((t) => t.text)))
    .filter((p) => p.length > 0);
  const phrases = [
    ...(phraseAlternatives(main) ?? []),
    ...(values.length ? [...valueFree, ...restated] : []),
  ];
  const polar = polarWordsOf(main);
  const polarPairs = polarPairsOf(tokens, clauseIn(main));
  const described = describedThingsOf(tokens, clauseIn(main));
  const ordered = orderedValues(tokens, values);
  const letters = tokens.filter((t) => t.kind === 'letter').map((t) => t.text);
  const isRoute =
    letters.length > 0 && tokens.some((t) => t.kind === 'word' && /^(via|taxi|taxiway)$/.test(t.text));
  // An aside of values only ("(× 1.41)", "(4.4 °F)") is another way to give the item's value.
  const alternatives = values.length
    ? [...(slashed ?? []).slice(1).map((p) => tokenize(p).tokens), ...asideTokens]
        .filter((ts) => ts.some(isValueToken) && !ts.some((t) => isContentWord(t) && !isUnit(t.text)))
        .map((ts) => ({ ...valuesOf(ts), ...otherScale(ts, tokens) }))
        .filter((a) => a.values.some((v) => !values.some((w) => w.text === v.text)))
    : [];
  const headed = headOf(main);
  const cause = values.length === 0 ? labelWithExamples(subanswer, contentWords) : null;
  // An aside that lists three or more examples, none of them a value.
  const examples = asides
    .map((a) =>
      // "AFM/POH, placards, markings": either side of a slash is an example of its own.
      a.split(/,|\//).map((e) =>
        tokenize(e)
          .tokens.filter(isContentWord)
          .map((t) => t.text),
      ),
    )
    .filter((list) => list.length >= 3 && list.every((e) => e.length > 0))
    .flat();
  const spokenForms = spokenFormsOf(subanswer);
  const quoted = quotedPronunciations(subanswer);
  const quotedExample = quotedExampleOf(subanswer);
  const complement = /\bother than (?:the )?([a-z]+)/i.exec(main)?.[1];
  const complementOf = complement ? tokenize(complement).tokens[0]?.text : undefined;
  // "minus 200" (plainValues writes a negative sign as "minus"): 200 alone is another value.
  const signed = values.flatMap((v, k) => {
    const at = tokens.findIndex((t) => t.text === v.text && isValueToken(t));
    return tokens[at - 1]?.text === 'minus' ? [k] : [];
  });
  const list = values.length === 0 ? listElementsOf(main, contentWords) : null;
  const required = values.length === 0 ? requiredListOf(main, contentWords) : null;
  const head = values.length === 0 ? headNoun(main, content) : null;
  return {
    values,
    measures,
    alternatives,
    ...(head ? { head } : {}),
    ...(spokenForms.length ? { spokenForms } : {}),
    ...(quoted.length ? { quoted } : {}),
    ...(quotedExample ? { quotedExample } : {}),
    ...(complementOf && values.length ? { complementOf } : {}),
    ...(signed.length ? { signed } : {}),
    ...(list ? { list } : {}),
    ...(required ? { required } : {}),
    ...(headed && values.length === 0 ? { headed } : {}),
    ...(examples.length ? { examples } : {}),
    ...(forbidden.length ? { forbidden } : {}),
    ...(orGroups.length ? { orGroups } : {}),
    ...(cause ? { labelExamples: cause } : {}),
    ...(phrases.length ? { phrases, valueNouns: valueNounsOf(tokens) } : {}),
    ...(isRoute ? { route: letters } : letters.length ? { letters } : {}),
    ...(isRoute && roleOf(tokens) ? { role: roleOf(tokens)! } : {}),
    ...(polar.length ? { polar } : {}),
    ...(polarPairs.length ? { polarPairs } : {}),
    ...(described.length ? { described } : {}),
    ...(ordered.length ? { ordered } : {}),
    descriptors: descriptorsOf(tokens, values, clauseIn(main)),
    asideValues: namesOnlyAKind
      ? []
      : asideTokens.flatMap((ts) =>
          ts.flatMap((t, i) =>
            t.kind === 'number' && unitAfter(ts, i)
              ? [{ value: t, unit: unitAfter(ts, i)!, celsius: celsiusAt(ts, i) }]
              : [],
          ),
        ),
    phrasings,
    negated:
      statesDenial(tokens, clauseIn(main)) || deniesInCondition(tokens, clauseIn(main)) || avoids(tokens),
    ...(deniesInCondition(tokens, clauseIn(main)) || avoids(tokens) ? { conditional: true } : {}),
  };
}

/** Verbs that say "so that … not": "To avoid confusion" is also said as "so numbers are not confused". */
const AVOIDING = new Set(['avoid', 'prevent']);
/** An item about avoiding a thing: a reply's denied words of it count, and no denial is needed. */
const avoids = (tokens: Token[]) => tokens.some((t) => t.kind === 'word' && AVOIDING.has(t.text));

/** The role word that leads an item's first letter ("Hold short of taxiway Golf": hold). */
function roleOf(tokens: Token[]): string | null {
  const first = tokens.findIndex((t) => t.kind === 'letter');
  return first >= 0 ? roleBefore(tokens, first) : null;
}

/** "Vx: best angle, most altitude per distance" → head [vx], gist [best, angle]; null unless the item has that shape. */
export function headOf(text: string): SubanswerPattern['headed'] | null {
  const m = /^([^:]+):([^,;/]+)[,;/]/.exec(text);
  if (!m) return null;
  const content = (t: string) =>
    tokenize(t)
      .tokens.filter(isContentWord)
      .map((x) => x.text);
  const head = tokenize(m[1]!).tokens.map((x) => x.text);
  const gist = content(m[2]!);
  return head.length > 0 && head.length <= 2 && gist.length >= 1 && gist.length <= 3 ? { head, gist } : null;
}
