import { BIGRAMS, TRIGRAMS, VALUE_DESCRIPTORS, VALUE_WORDS, antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import { measureAt, sameMeasure, type Measure } from '../language/units';
import { isContentWord, isNegation, isValueToken, negatedPositions, sameWord } from './words';

/** A word that says which value is meant, and on which side of the value the subanswer puts it. */
export type Descriptor = {
  word: string;
  side: 'before' | 'after';
  /** Only its opposite counts ("MSL" need not be said, "AGL" contradicts it). */
  contradictOnly?: boolean;
  /** With several values, the index of the one it describes. */
  value?: number;
};

/** What a subanswer asks for, prepared once per question. */
export type SubanswerPattern = {
  /** Values that must appear exactly: numbers, runways, callsigns. */
  values: Token[];
  /** Checked beside each value: "1,000 feet above" is not "1,000 below". */
  descriptors: Descriptor[];
  /** Values only mentioned in an aside ("(up to about 15 knots)"): a different number with the same unit contradicts. */
  asideValues: { value: Token; unit: string }[];
  /** Phrasings of a subanswer without values: its own words and the evidence of positive examples. */
  phrasings: string[][];
  negated: boolean;
  /**
   * Words with an opposite ("steady", "day") and the words they go with in the subanswer
   * ("Steady green: cleared for takeoff", "rock wings by day"), and whether they lead or trail them.
   */
  polar?: { word: string; partners: string[]; leads: boolean; label: boolean }[];
  /** Each value's quantity in its unit's base (24 months = 2 years), aligned with `values`. */
  measures?: (Measure | null)[];
  /** Values given in an aside of values only ("(× 1.41)" beside "41 percent"): another way to say the item. */
  alternatives?: { values: Token[]; measures: (Measure | null)[] }[];
  /** Taxiway letters of a route ("via Kilo, Golf"): the reply must give the same letters in the same order. */
  route?: string[];
  /** Values the item links by a relation ("250 KIAS below 10,000", "12,500 to 14,000"): said in that order. */
  ordered?: [number, number][];
  /** Neighbouring words that both have an opposite ("after sunset", "before sunrise"): kept as pairs. */
  polarPairs?: [string, string][];
  /** Letters that name the item ("Sierra: IFR conditions"): each must be said. */
  letters?: string[];
  /** The examples an aside lists ("(front, terrain, heating)"), each as its content words. */
  examples?: string[][];
  /** An item written "Head: gist, elaboration": the head's words and the gist's content words. */
  headed?: { head: string[]; gist: string[] };
};

export type Reply = { words: string[]; tokens: Token[]; negated: Set<number> };
/** `claims`: reply tokens holding the values it matched; `fit`: descriptors found beside them. */
export type Match = { label: boolean; span: [number, number] | null; claims: number[]; fit: number };
const NO: Match = { label: false, span: null, claims: [], fit: 0 };

/** How far from a value its descriptors may stand, in tokens. */
const WINDOW = 5;

export function prepareReply(text: string): Reply {
  const { words, tokens } = tokenize(text);
  const negated = negatedPositions(tokens);
  for (const i of negatedSubjects(tokens, words)) negated.add(i);
  return { words, tokens, negated };
}

/** Verbs that a following "not" negates with their subject: "ADS-B Out is not required". */
const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'does',
  'do',
  'did',
  'has',
  'have',
  'will',
  'would',
]);
/** A contracted auxiliary with its "not": "humidity doesn't affect it". */
const NEGATED_AUXILIARIES = new Set(['doesnt', 'isnt', 'arent', 'dont']);
/** Words that start a new clause, where a negated verb's subject stops. */
const CLAUSE_JOINERS = new Set([
  'and',
  'but',
  'so',
  'or',
  'because',
  'while',
  'when',
  'if',
  'then',
  'that',
  'which',
]);
/** How many tokens back a negated verb's subject may reach. */
const SUBJECT_REACH = 5;

/**
 * The subject of a negated verb is denied too: in "ADS-B Out is not required", "humidity does
 * not affect it" or "the radio station license isn't just for international flights" the words
 * before the verb, back to the start of the clause, are not given.
 */
function negatedSubjects(tokens: Token[], words: string[]): number[] {
  const out: number[] = [];
  const endsClause = (k: number) => /[,;:.]$/.test(words[tokens[k]!.end] ?? '');
  tokens.forEach((t, i) => {
    let verb = -1;
    if (NEGATED_AUXILIARIES.has(t.text)) verb = i;
    else if (t.text === 'not' && AUXILIARIES.has(tokens[i - 1]?.text ?? '')) verb = i - 1;
    if (verb < 1) return;
    for (let k = verb - 1; k >= 0 && verb - k <= SUBJECT_REACH; k--) {
      if (CLAUSE_JOINERS.has(tokens[k]!.text) || endsClause(k)) break;
      out.push(k);
    }
  });
  return out;
}

const unique = (words: string[]) => [...new Set(words)];

/** The value tokens of a text, once each, with their quantities. */
function valuesOf(tokens: Token[]): { values: Token[]; measures: (Measure | null)[] } {
  const seen = new Set<string>();
  const values: Token[] = [];
  const measures: (Measure | null)[] = [];
  tokens.forEach((t, i) => {
    if (!isValueToken(t) || seen.has(t.text)) return;
    seen.add(t.text);
    values.push(t);
    measures.push(measureAt(tokens, i));
  });
  return { values, measures };
}

/** Words that may stand between the letters of a route: "via kilo and golf", "K, then G". */
const ROUTE_JOINERS = new Set(['and', 'then', 'via', 'taxiway', 'taxiways', 'to', 'on']);

/** Runs of letters in the reply, joined only by route words: "kilo golf", "K and G". */
function letterRuns(tokens: Token[], negated: Set<number>): string[][] {
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

/** The unit a number is given in: the first unit word right after it ("15 knots" → knots). */
function unitAfter(tokens: Token[], index: number): string | null {
  for (let i = index + 1; i <= index + 2 && i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'word' && isUnit(t.text)) return UNIT_FAMILY[t.text] ?? t.text.replace(/s$/, '');
    if (t.kind !== 'word') return null;
  }
  return null;
}
const UNIT_FAMILY: Record<string, string> = { celsius: 'degree', fahrenheit: 'degree' };
const UNIT_WORDS = new Set([
  'g',
  'gs',
  'knots',
  'feet',
  'miles',
  'degrees',
  'celsius',
  'fahrenheit',
  'hours',
  'minutes',
  'days',
  'months',
  'percent',
  'pounds',
  'gallons',
  'seconds',
  'years',
]);
const isUnit = (w: string) => UNIT_WORDS.has(w) || UNIT_WORDS.has(`${w}s`);

const KIND_WORDS = new Set(['altitude', 'heading', 'runway', 'frequency', 'squawk', 'code']);
const hasUnit = (tokens: Token[], at: number) => at >= 0 && unitAfter(tokens, at) !== null;

function descriptorsOf(
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
      ...(isValueWord ? { contradictOnly: true } : {}),
    });
  });
  return [...out.values()];
}

const RELATION_WORDS = new Set(['to', 'below', 'above', 'under', 'over', 'through']);

/** Pairs of the item's values joined by a relation word within two tokens, as indexes into `values`. */
function orderedValues(tokens: Token[], values: Token[]): [number, number][] {
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

/** Words with an opposite standing within two tokens of each other, in order. */
function polarPairsOf(tokens: Token[], clauseOf: (t: Token) => number): [string, string][] {
  const polar = tokens.flatMap((t, i) => (t.kind === 'word' && antonymsOf(t.text).length ? [i] : []));
  const out: [string, string][] = [];
  for (let k = 1; k < polar.length; k++) {
    const [ta, tb] = [tokens[polar[k - 1]!]!, tokens[polar[k]!]!];
    const [a, b] = [ta.text, tb.text];
    if (clauseOf(ta) !== clauseOf(tb)) continue;
    if (polar[k]! - polar[k - 1]! <= 2 && !antonymsOf(a).includes(b)) out.push([a, b]);
  }
  return out;
}

/**
 * A pair said with one of its words turned into its opposite and never as itself ("one hour
 * before sunset" for "after sunset") is a wrong value.
 */
function pairSwapped(pattern: SubanswerPattern, reply: Reply): boolean {
  const words = reply.tokens.map((t) => (t.kind === 'word' ? t.text : ''));
  const near = (a: string, b: string) =>
    words.some((w, i) => sameWord(w, a) && words.slice(i + 1, i + 3).some((x) => sameWord(x, b)));
  return (pattern.polarPairs ?? []).some(([a, b]) => {
    if (near(a, b)) return false;
    return antonymsOf(a).some((x) => near(x, b)) || antonymsOf(b).some((x) => near(a, x));
  });
}

/** The clause (between commas, colons, semicolons, slashes) of a token of `text`, by its source word. */
function clauseIn(text: string): (t: Token) => number {
  const words = text.split(/\s+/).filter(Boolean);
  const clause: number[] = [];
  let c = 0;
  for (const w of words) {
    if (w === '/') c++;
    clause.push(c);
    if (/[,;:/]$/.test(w)) c++;
  }
  return (t) => clause[t.start] ?? 0;
}

/**
 * The words with an opposite in a subanswer, each with its partners: the other words of its
 * clause, or of the whole item when it heads a label ("Steady green: cleared for takeoff").
 */
function polarWordsOf(text: string): NonNullable<SubanswerPattern['polar']> {
  const [head, ...rest] = text.split(':');
  const clauses = text.split(/[,:;/]/);
  const words = (t: string) =>
    tokenize(t)
      .tokens.filter(isContentWord)
      .map((t) => t.text);
  const out: NonNullable<SubanswerPattern['polar']> = [];
  clauses.forEach((clause) => {
    const cw = words(clause);
    cw.forEach((w, i) => {
      if (antonymsOf(w).length === 0 || out.some((p) => p.word === w)) return;
      const inLabel = rest.length > 0 && clause === head;
      const partners = (inLabel ? words(text) : cw).filter((x) => x !== w && antonymsOf(x).length === 0);
      if (partners.length) out.push({ word: w, partners, leads: inLabel || i === 0, label: inLabel });
    });
  });
  return out;
}

/**
 * When the reply says a polar word and its opposite ("steady green …, flashing green …"), the
 * item's partners must stand in the polar word's own stretch of the reply: after it when it
 * leads ("steady green means cleared for takeoff"), before it when it trails ("rock the wings by
 * day"). Swapped pairs fail.
 */
function polarSwapped(pattern: SubanswerPattern, reply: Reply): boolean {
  return (pattern.polar ?? []).some(({ word, partners, leads, label }) => {
    const family = [word, ...antonymsOf(word)];
    const at = (i: number, w: string) =>
      reply.tokens[i]!.kind === 'word' && sameWord(reply.tokens[i]!.text, w);
    const positions = reply.tokens.map((_, i) => i).filter((i) => family.some((w) => at(i, w)));
    const own = positions.filter((i) => at(i, word));
    if (own.length === 0 || own.length === positions.length) return false;
    // The polar word counts as one of the item's words, as in the coverage threshold.
    const need = Math.max(1, threshold(partners.length + 1) - 1);
    // A label's stretch runs to the next word of the family; a clause's word reaches back (or
    // on) a few tokens, plus two on the other side ("at or below freezing").
    const score = (i: number, k: number) => {
      const prevAt = positions[k - 1] ?? -1;
      const nextAt = positions[k + 1] ?? reply.tokens.length;
      const [from, to] = label
        ? [i + 1, nextAt - 1]
        : leads
          ? [i + 1, Math.min(nextAt, i + 9) - 1]
          : [Math.max(prevAt, i - 9) + 1, Math.min(nextAt - 1, i + 2)];
      return partners.filter((w) => findWord(reply, w, from, to, true) >= 0).length;
    };
    const ownBest = Math.max(...positions.map((i, k) => (at(i, word) ? score(i, k) : -1)));
    const otherBest = Math.max(...positions.map((i, k) => (at(i, word) ? -1 : score(i, k))));
    return ownBest < need || otherBest > ownBest;
  });
}

/**
 * Text in parentheses elaborates ("heading 270 (two seven zero)", "(within and above, up to
 * 10,000 MSL)"): it is one more phrasing, and its values are not required on their own, unless
 * the main text only names the kind of value ("Call sign (Cessna seven three four lima)").
 */
export function preparePattern(subanswer: string, evidence: string[]): SubanswerPattern {
  // A hyphenated modifier is one idea ("government-issued photo ID" is conveyed by "photo ID"
  // plus either half), so only its head word is required.
  const main = subanswer
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b([a-z]{3,})-([a-z]{3,})\b/gi, (whole, a: string, b: string) =>
      BIGRAMS[`${a.toLowerCase()} ${b.toLowerCase()}`] || TRIGRAMS[whole.toLowerCase()] ? whole : a,
    );
  const asides = [...subanswer.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!);
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
    ...[...asides, ...evidence].map((e) =>
      unique(
        tokenize(e)
          .tokens.filter(isContentWord)
          .map((t) => t.text),
      ),
    ),
  ].filter((p) => p.length > 0);
  const { values, measures } = valuesOf(tokens);
  const polar = polarWordsOf(main);
  const polarPairs = polarPairsOf(tokens, clauseIn(main));
  const ordered = orderedValues(tokens, values);
  const letters = tokens.filter((t) => t.kind === 'letter').map((t) => t.text);
  const isRoute =
    letters.length > 0 && tokens.some((t) => t.kind === 'word' && /^(via|taxi|taxiway)$/.test(t.text));
  // An aside of values only ("(× 1.41)", "(4.4 °F)") is another way to give the item's value.
  const alternatives = values.length
    ? asideTokens
        .filter((ts) => ts.some(isValueToken) && !ts.some((t) => isContentWord(t) && !isUnit(t.text)))
        .map(valuesOf)
        .filter((a) => a.values.some((v) => !values.some((w) => w.text === v.text)))
    : [];
  const headed = headOf(main);
  // An aside that lists three or more examples, none of them a value.
  const examples = asides
    .map((a) =>
      a.split(',').map((e) =>
        tokenize(e)
          .tokens.filter(isContentWord)
          .map((t) => t.text),
      ),
    )
    .filter((list) => list.length >= 3 && list.every((e) => e.length > 0))
    .flat();
  return {
    values,
    measures,
    alternatives,
    ...(headed && values.length === 0 ? { headed } : {}),
    ...(examples.length ? { examples } : {}),
    ...(isRoute ? { route: letters } : letters.length ? { letters } : {}),
    ...(polar.length ? { polar } : {}),
    ...(polarPairs.length ? { polarPairs } : {}),
    ...(ordered.length ? { ordered } : {}),
    descriptors: descriptorsOf(tokens, values, clauseIn(main)),
    asideValues: namesOnlyAKind
      ? []
      : asideTokens.flatMap((ts) =>
          ts.flatMap((t, i) =>
            t.kind === 'number' && unitAfter(ts, i) ? [{ value: t, unit: unitAfter(ts, i)! }] : [],
          ),
        ),
    phrasings,
    negated: tokens.some(isNegation),
  };
}

/** "Vx: best angle, most altitude per distance" → head [vx], gist [best, angle]; null unless the item has that shape. */
function headOf(text: string): SubanswerPattern['headed'] | null {
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

/** A US registration without its "N": "Cessna 123AB" and "November one two three alpha bravo" are one aircraft. */
const registration = (callsign: string) => callsign.replace(/^n(?=\d)/, '');

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

function findWord(
  reply: Reply,
  word: string,
  from = 0,
  to = reply.tokens.length - 1,
  negatedOk = false,
): number {
  for (let i = Math.max(0, from); i <= to && i < reply.tokens.length; i++) {
    const t = reply.tokens[i]!;
    if (t.kind !== 'word' || (!negatedOk && reply.negated.has(i))) continue;
    if (sameWord(t.text, word) || splitWord(reply, i, word)) return i;
  }
  return -1;
}

/** How long a word must be for its two halves, said apart, to count as it. */
const MIN_SPLIT_WORD = 6;

/**
 * A recogniser splits long words ("up drafts", "fore casts", "cab in heat", "jackson ville"):
 * two words said one after the other are the word they spell together.
 */
function splitWord(reply: Reply, i: number, word: string): boolean {
  const next = reply.tokens[i + 1];
  if (word.length < MIN_SPLIT_WORD || !next || next.kind !== 'word') return false;
  return sameWord(reply.tokens[i]!.text + next.text, word);
}

/** Tokens on one side of a value, up to WINDOW away and never past another value. */
function sideWindow(reply: Reply, index: number, side: Descriptor['side']): [number, number] {
  if (side === 'before') {
    let from = index;
    while (from > 0 && index - from < WINDOW && !isValueToken(reply.tokens[from - 1]!)) from--;
    return [from, index - 1];
  }
  let to = index;
  while (to < reply.tokens.length - 1 && to - index < WINDOW && !isValueToken(reply.tokens[to + 1]!)) to++;
  return [index + 1, to];
}

/**
 * A value occurrence fits when the descriptors the reply uses stand on their side of it and
 * none of their opposites stands there instead.
 */
function contextFit(reply: Reply, index: number, relevant: Descriptor[], presenceOnSide = true): number {
  if (relevant.length === 0) return 0;
  // An opposite the item itself holds ("1 hour after sunset and 1 hour before sunrise") contradicts nothing.
  const own = new Set(relevant.map((d) => d.word));
  let present = 0;
  let counted = 0;
  let presentCounted = 0;
  for (const d of relevant) {
    const [from, to] = sideWindow(reply, index, d.side);
    const has = (w: string) => findWord(reply, w, from, to, true) >= 0;
    if (has(d.word)) {
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

/** "a hundred hour isn't required": a value denied right after it is said (past its unit). */
function deniedAfter(reply: Reply, index: number): boolean {
  for (let k = index + 1; k <= index + 2 && k < reply.tokens.length; k++) {
    const t = reply.tokens[k]!;
    if (isNegation(t)) return reply.tokens[k + 1]?.text === 'required';
    if (t.kind !== 'word' || !isUnit(t.text)) return false;
  }
  return false;
}

function describesAnotherNumber(reply: Reply, index: number, word: string): boolean {
  return reply.tokens.some(
    (t, n) => n !== index && isValueToken(t) && findWord(reply, word, n - WINDOW, n + WINDOW, true) >= 0,
  );
}

/**
 * With several values the reply may give them in another order ("five years if under 40" for
 * "Under 40: 60 calendar months"): half the item's words must stand beside one of them, on
 * either side.
 */
function describedTogether(reply: Reply, hits: number[], relevant: Descriptor[]): boolean {
  const counted = relevant.filter((d) => !d.contradictOnly);
  if (counted.length === 0) return true;
  const near = counted.filter((d) =>
    hits.some((h) => findWord(reply, d.word, h - WINDOW, h + WINDOW, true) >= 0),
  ).length;
  return near / counted.length >= 0.5;
}

/** The value plus the words that introduce it ("left heading" 270), for quoting as evidence. */
function withLeadIn(reply: Reply, index: number): number[] {
  const out = [index];
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const t = reply.tokens[i]!;
    if (t.kind !== 'word' || (!VALUE_WORDS.has(t.text) && !DIRECTIONS.has(t.text))) break;
    out.push(i);
  }
  return out;
}
const DIRECTIONS = new Set(['left', 'right', 'above', 'below']);

const threshold = (n: number) => (n <= 2 ? n : n === 3 ? 2 : Math.ceil(n * 0.6));

function spanOf(reply: Reply, indexes: number[]): [number, number] | null {
  if (indexes.length === 0) return null;
  const tokens = indexes.map((i) => reply.tokens[i]!);
  return [Math.min(...tokens.map((t) => t.start)), Math.max(...tokens.map((t) => t.end))];
}

/** A number given in the aside's unit that is not the aside's value: "winds of thirty knots" for "(about 15 knots)". */
function contradictsAside(pattern: SubanswerPattern, reply: Reply): boolean {
  return pattern.asideValues.some(({ value, unit }) => {
    const stated = reply.tokens.flatMap((t, i) =>
      t.kind === 'number' && unitAfter(reply.tokens, i) === unit ? [t] : [],
    );
    return stated.length > 0 && !stated.some((t) => t.value === value.value);
  });
}

/** Every wanted value in the reply, each with its descriptors on the right side; null when one is missing. */
function findValues(
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
function togetherInReply(reply: Reply, hits: number[]): boolean {
  const sorted = [...hits].sort((a, b) => a - b);
  const values = reply.tokens.flatMap((t, i) => (isValueToken(t) ? [i] : []));
  const sentence = (i: number) =>
    reply.tokens.slice(0, i).filter((t, k) => /[;.]$/.test(reply.words[t.end] ?? '') && k < i).length;
  for (let k = 1; k < sorted.length; k++) {
    if (values.some((v) => v > sorted[k - 1]! && v < sorted[k]! && !hits.includes(v))) return false;
  }
  return new Set(hits.map(sentence)).size === 1;
}

/** Words that make what follows the condition of the value said before them ("two years if under 40"). */
const CONDITION_WORDS = new Set(['if', 'when', 'unless', 'once']);

/**
 * A value said with a condition ("two years if you are under 40 and five years if you are 40
 * or older") belongs with the value of its condition: a combination that pairs it with another
 * occurrence of that value is someone else's pairing.
 */
function conditionElsewhere(
  reply: Reply,
  hits: number[],
  values: Token[],
  measures: (Measure | null)[],
): boolean {
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
const MEANING_WORDS = new Set(['is', 'are', 'means', 'mean', 'meaning', 'signals', 'indicates', 'equals']);

/**
 * The words a reply says a value means: those after a meaning word right after it, up to the
 * end of its clause, at most STATEMENT_REACH tokens ("7700 is hijacking"). When another value
 * follows first, the words are that value's lead-in and say nothing about this one.
 */
const STATEMENT_REACH = 4;
function statementAbout(reply: Reply, index: number): number[] {
  const clauseEnd = (k: number) => /[,;:.]$/.test(reply.words[reply.tokens[k]!.end] ?? '');
  const link = reply.tokens[index + 1];
  if (!link || clauseEnd(index) || !MEANING_WORDS.has(link.text)) return [];
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
    return m.claims.some((c) => {
      const said = wordsAt(statementAbout(reply, c));
      if (said.some(onlyOther) && !said.some(onlyMine)) return true;
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
      return otherValue && inClause.some(onlyOther) && !inClause.some(onlyMine) && elsewhere.some(onlyMine);
    });
  });
}

/** The clause (between commas, semicolons, full stops; a colon joins a label to its value) of each reply token. */
function replyClauses(reply: Reply): number[] {
  let c = 0;
  return reply.tokens.map((t) => {
    const here = c;
    if (/[,;.]$/.test(reply.words[t.end] ?? '')) c++;
    return here;
  });
}

/** A route's letters, in order and nothing between or after them: "kilo golf" for "via Kilo, Golf". */
function findRoute(route: string[], reply: Reply): number[] | null {
  const runs = letterRuns(reply.tokens, reply.negated);
  if (!runs.some((run) => run.join(' ') === route.join(' '))) return null;
  const at = reply.tokens.findIndex((t) => t.kind === 'letter' && t.text === route[0]);
  return at >= 0 ? [at] : [];
}

/**
 * A word of the subanswer is contradicted when the reply says its opposite near the words it
 * did say, and not the word itself ("class delta" for "class bravo", "even" for "odd"). An
 * opposite the subanswer itself holds ("higher elevation / lower pressure") contradicts nothing,
 * and one said far from the item (another item of a list) neither.
 */
function contradicted(phrasing: string[], reply: Reply, hits: number[]): boolean {
  const said = (w: string) => findWord(reply, w, 0, reply.tokens.length - 1, true) >= 0;
  return phrasing.some((w) => {
    if (said(w)) return false;
    return antonymsOf(w).some((a) => {
      if (phrasing.includes(a)) return false;
      for (let i = 0; i < reply.tokens.length; i++) {
        const t = reply.tokens[i]!;
        if (t.kind !== 'word' || !sameWord(t.text, a)) continue;
        if (hits.length === 0 || hits.some((h) => Math.abs(h - i) <= WINDOW)) return true;
      }
      return false;
    });
  });
}

/**
 * Four or more of the item's words said in its order, one after the other among the reply's
 * content words ("the first point of intended landing"), convey it even when a long item's
 * other words are left out.
 */
function keyPhrase(phrasing: string[], reply: Reply, negatedOk: boolean): number[] | null {
  const content = reply.tokens.flatMap((t, i) =>
    isContentWord(t) && (negatedOk || !reply.negated.has(i)) ? [i] : [],
  );
  for (let start = 0; start < content.length; start++) {
    for (let p = 0; p < phrasing.length; p++) {
      let k = 0;
      while (
        p + k < phrasing.length &&
        start + k < content.length &&
        sameWord(reply.tokens[content[start + k]!]!.text, phrasing[p + k]!)
      )
        k++;
      if (k >= 4) return content.slice(start, start + k);
    }
  }
  return null;
}

/** Words that pick one value of a kind: another phrasing cannot make up for their opposite. */
const isValueDescriptor = (w: string) => /^class[a-g]$/.test(w) || VALUE_DESCRIPTORS.has(w);

/**
 * docs/product/assessor.md: the rules below, and the evaluation that holds them.
 *
 * A subanswer that names values is true only when every value is in the reply (a wrong
 * runway, altitude or frequency is never accepted) with its descriptors on the right side.
 * A route's taxiway letters must be the same letters in the same order. Otherwise enough of
 * its words, or of a known phrasing of it, must be said, not under a negation the subanswer
 * does not have, and not contradicted by an opposite word or number.
 */
export function matchSubanswer(
  pattern: SubanswerPattern,
  reply: Reply,
  exclude: ReadonlySet<number> = new Set(),
): Match {
  if (pairSwapped(pattern, reply)) return NO;
  let routeHits: number[] = [];
  if (pattern.route) {
    const found = findRoute(pattern.route, reply);
    if (!found) return NO;
    routeHits = found;
  }
  if (
    pattern.letters &&
    !pattern.letters.every((l) => reply.tokens.some((t) => t.kind === 'letter' && t.text === l))
  )
    return NO;
  if (pattern.values.length > 0) {
    const found =
      findValues(pattern, reply, pattern.values, pattern.measures ?? [], exclude) ??
      (pattern.alternatives ?? []).reduce<{ hits: number[]; fit: number } | null>(
        (acc, alt) => acc ?? findValues(pattern, reply, alt.values, alt.measures, exclude),
        null,
      );
    if (!found) return NO;
    const { hits, fit } = found;
    return {
      label: true,
      span: spanOf(
        reply,
        hits.flatMap((h) => withLeadIn(reply, h)),
      ),
      claims: hits,
      fit,
    };
  }
  if (pattern.route) return { label: true, span: spanOf(reply, routeHits), claims: [], fit: 0 };
  if (polarSwapped(pattern, reply)) return NO;
  if (contradictsAside(pattern, reply)) return NO;
  if (pattern.negated && !reply.tokens.some(isNegation)) return NO;
  // The subanswer's own words decide what contradicts it, whichever phrasing then matches.
  const own = pattern.phrasings[0] ?? [];
  for (const phrasing of pattern.phrasings) {
    const hits = phrasing
      .map((w) => findWord(reply, w, 0, reply.tokens.length - 1, pattern.negated))
      .filter((i) => i >= 0);
    // One example from the item's aside counts as one more of its words: "something to lift it
    // like terrain" for "An initial lifting action (front, terrain, heating)".
    if (phrasing === own && hits.length > 0) {
      const example = exampleSaid(pattern.examples ?? [], reply, pattern.negated);
      if (example) hits.push(example);
    }
    // "colder above" does not convey "warmer above".
    if (contradicted(phrasing, reply, hits) || contradicted(own.filter(isValueDescriptor), reply, hits))
      continue;
    if (hits.length >= threshold(phrasing.length))
      return { label: true, span: spanOf(reply, hits), claims: [], fit: 0 };
    const run = keyPhrase(phrasing, reply, pattern.negated);
    if (run) return { label: true, span: spanOf(reply, run), claims: [], fit: 0 };
  }
  const headed = pattern.headed ? headAndGist(pattern.headed, reply, pattern.negated) : null;
  if (headed && !contradicted(own, reply, headed))
    return { label: true, span: spanOf(reply, headed), claims: [], fit: 0 };
  return NO;
}

/** The first token of an example of the aside said in full, or null. */
function exampleSaid(examples: string[][], reply: Reply, negatedOk: boolean): number | null {
  for (const example of examples) {
    const at = example.map((w) => findWord(reply, w, 0, reply.tokens.length - 1, negatedOk));
    if (at.every((i) => i >= 0)) return at[0]!;
  }
  return null;
}

/** How far after an item's head its gist must be said, in tokens. */
const GIST_REACH = 6;

/**
 * An item written "Head: gist, elaboration" ("Vx: best angle, most altitude per distance";
 * "Tango: moderate turbulence, surface winds …") is conveyed by its head followed closely by
 * every word of its gist ("vx is best angle of climb").
 */
function headAndGist(
  { head, gist }: NonNullable<SubanswerPattern['headed']>,
  reply: Reply,
  negatedOk: boolean,
): number[] | null {
  for (let i = 0; i < reply.tokens.length; i++) {
    const at = [i];
    let k = i;
    for (const w of head.slice(1)) {
      k = findWord(reply, w, k + 1, k + 1, negatedOk);
      if (k < 0) break;
      at.push(k);
    }
    if (k < 0 || findWord(reply, head[0]!, i, i, negatedOk) !== i) continue;
    const end = at[at.length - 1]!;
    const found = gist.map((w) => findWord(reply, w, end + 1, end + GIST_REACH, negatedOk));
    if (found.every((f) => f >= 0)) return [...at, ...found];
  }
  return null;
}
