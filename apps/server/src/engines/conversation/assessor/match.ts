import { VALUE_WORDS, antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import { isContentWord, isNegation, isValueToken, negatedPositions, sameWord } from './words';

/** A word that says which value is meant, and on which side of the value the subanswer puts it. */
export type Descriptor = { word: string; side: 'before' | 'after' };

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
};

export type Reply = { words: string[]; tokens: Token[]; negated: Set<number> };
/** `claims`: reply tokens holding the values it matched; `fit`: descriptors found beside them. */
export type Match = { label: boolean; span: [number, number] | null; claims: number[]; fit: number };
const NO: Match = { label: false, span: null, claims: [], fit: 0 };

/** How far from a value its descriptors may stand, in tokens. */
const WINDOW = 5;

export function prepareReply(text: string): Reply {
  const { words, tokens } = tokenize(text);
  return { words, tokens, negated: negatedPositions(tokens) };
}

const unique = (words: string[]) => [...new Set(words)];

function dedupe(values: Token[]): Token[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v.text) ? false : (seen.add(v.text), true)));
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

function descriptorsOf(tokens: Token[]): Descriptor[] {
  const firstValue = tokens.findIndex(isValueToken);
  const out = new Map<string, Descriptor>();
  tokens.forEach((t, i) => {
    if (!isContentWord(t) || VALUE_WORDS.has(t.text) || isUnit(t.text)) return;
    if (!out.has(t.text)) out.set(t.text, { word: t.text, side: i < firstValue ? 'before' : 'after' });
  });
  return [...out.values()];
}

/**
 * Text in parentheses elaborates ("heading 270 (two seven zero)", "(within and above, up to
 * 10,000 MSL)"): it is one more phrasing, and its values are not required on their own, unless
 * the main text only names the kind of value ("Call sign (Cessna seven three four lima)").
 */
export function preparePattern(subanswer: string, evidence: string[]): SubanswerPattern {
  const main = subanswer.replace(/\([^)]*\)/g, ' ');
  const asides = [...subanswer.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!);
  let { tokens } = tokenize(main);
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
  return {
    values: dedupe(tokens.filter(isValueToken)),
    descriptors: descriptorsOf(tokens),
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

/** Numbers compare by value (124.350 = 124.35); callsigns also match their abbreviated form (N3AB). */
function sameValue(want: Token, got: Token): boolean {
  if (want.kind === 'number') return got.kind === 'number' && got.value === want.value;
  if (want.kind === 'callsign' && got.kind === 'callsign') {
    if (want.text === got.text) return true;
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
    if (t.kind === 'word' && sameWord(t.text, word) && (negatedOk || !reply.negated.has(i))) return i;
  }
  return -1;
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
function contextFit(reply: Reply, index: number, relevant: Descriptor[]): number {
  if (relevant.length === 0) return 0;
  let present = 0;
  for (const d of relevant) {
    const [from, to] = sideWindow(reply, index, d.side);
    const has = (w: string) => findWord(reply, w, from, to, true) >= 0;
    if (has(d.word)) present++;
    else if (antonymsOf(d.word).some(has)) return -1;
  }
  return present / relevant.length >= 0.5 ? present : -1;
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

/**
 * A subanswer that names values is true only when every value is in the reply (a wrong
 * runway, altitude or frequency is never accepted) with its descriptors on the right side.
 * Otherwise enough of its words, or of a known phrasing of it, must be said, not under a
 * negation the subanswer does not have, and not contradicted by an opposite word or number.
 */
export function matchSubanswer(pattern: SubanswerPattern, reply: Reply): Match {
  const said = (w: string) => findWord(reply, w, 0, reply.tokens.length - 1, true) >= 0;
  if (pattern.values.length > 0) {
    // Descriptors only count when the reply uses them (or their opposite) somewhere.
    const relevant = pattern.descriptors.filter((d) => said(d.word) || antonymsOf(d.word).some(said));
    const hits: number[] = [];
    let fit = 0;
    for (const want of pattern.values) {
      let best = -1;
      let bestFit = -1;
      reply.tokens.forEach((t, i) => {
        if (!sameValue(want, t) || reply.negated.has(i)) return;
        const f = contextFit(reply, i, relevant);
        if (f > bestFit) [best, bestFit] = [i, f];
      });
      if (best < 0 || bestFit < 0) return NO;
      hits.push(best);
      fit += bestFit;
    }
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
  if (contradictsAside(pattern, reply)) return NO;
  if (pattern.negated && !reply.tokens.some(isNegation)) return NO;
  for (const phrasing of pattern.phrasings) {
    // "colder above" does not convey "warmer above".
    if (phrasing.some((w) => !said(w) && antonymsOf(w).some(said))) continue;
    const hits = phrasing
      .map((w) => findWord(reply, w, 0, reply.tokens.length - 1, pattern.negated))
      .filter((i) => i >= 0);
    if (hits.length >= threshold(phrasing.length))
      return { label: true, span: spanOf(reply, hits), claims: [], fit: 0 };
  }
  return NO;
}
