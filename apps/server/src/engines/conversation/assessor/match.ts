import { VALUE_WORDS, antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import { isContentWord, isNegation, isValueToken, negatedPositions, sameWord } from './words';

/** What a subanswer asks for, prepared once per question. */
export type SubanswerPattern = {
  /** Values that must appear exactly: numbers, runways, callsigns. */
  values: Token[];
  /** Words that say which value is meant ("below", "above"); checked near the value. */
  descriptors: string[];
  /** Phrasings of a subanswer without values: its own words and the evidence of positive examples. */
  phrasings: string[][];
  negated: boolean;
};

export type Reply = { words: string[]; tokens: Token[]; negated: Set<number> };

export type Match = { label: boolean; span: [number, number] | null };

export function prepareReply(text: string): Reply {
  const { words, tokens } = tokenize(text);
  return { words, tokens, negated: negatedPositions(tokens) };
}

/**
 * Text in parentheses elaborates ("heading 270 (two seven zero)", "(within and above, up to
 * 10,000 MSL)"): it is one more phrasing, and its values are not required on their own.
 */
export function preparePattern(subanswer: string, evidence: string[]): SubanswerPattern {
  const main = subanswer.replace(/\([^)]*\)/g, ' ');
  const asides = [...subanswer.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!);
  const { tokens } = tokenize(main);
  const values = dedupe(tokens.filter(isValueToken));
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
    values,
    descriptors: content.filter((w) => !VALUE_WORDS.has(w)),
    phrasings,
    negated: tokens.some(isNegation),
  };
}

const unique = (words: string[]) => [...new Set(words)];

function dedupe(values: Token[]): Token[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v.text) ? false : (seen.add(v.text), true)));
}

/** Numbers compare by value (124.350 = 124.35); callsigns also match their abbreviated form (N3AB). */
function sameValue(want: Token, got: Token): boolean {
  if (want.kind === 'number') return got.kind === 'number' && got.value === want.value;
  if (want.kind === 'callsign' && got.kind === 'callsign') {
    if (want.text === got.text) return true;
    const abbreviated = want.text.length > 4 ? want.text[0]! + want.text.slice(-3) : null;
    return abbreviated === got.text;
  }
  return want.kind === got.kind && want.text === got.text;
}

/** Index range of reply tokens between the neighbouring values: where a value's descriptors belong. */
function valueContext(reply: Reply, index: number): [number, number] {
  let from = index;
  while (from > 0 && !isValueToken(reply.tokens[from - 1]!)) from--;
  let to = index;
  while (to < reply.tokens.length - 1 && !isValueToken(reply.tokens[to + 1]!)) to++;
  return [from, to];
}

function findWord(
  reply: Reply,
  word: string,
  from = 0,
  to = reply.tokens.length - 1,
  negatedOk = false,
): number {
  for (let i = from; i <= to; i++) {
    const t = reply.tokens[i]!;
    if (t.kind === 'word' && sameWord(t.text, word) && (negatedOk || !reply.negated.has(i))) return i;
  }
  return -1;
}

/** The value plus the words that introduce it ("left heading" 270), for quoting as evidence. */
function withLeadIn(reply: Reply, index: number): number[] {
  const out = [index];
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const t = reply.tokens[i]!;
    if (t.kind !== 'word' || isValueToken(t) || (!VALUE_WORDS.has(t.text) && !DIRECTIONS.has(t.text))) break;
    out.push(i);
  }
  return out;
}
const DIRECTIONS = new Set(['left', 'right', 'above', 'below', 'up', 'down']);

const threshold = (n: number) => (n <= 2 ? n : n === 3 ? 2 : Math.ceil(n * 0.6));

/**
 * A value occurrence fits when the descriptors the reply uses stand beside it and none of
 * their opposites does: "1,000 above" is not "1,000 below".
 */
function contextFits(reply: Reply, index: number, relevant: string[]): boolean {
  if (relevant.length === 0) return true;
  const [from, to] = valueContext(reply, index);
  // Descriptors usually follow the value ("500 below, 1,000 above"); look back only when none follows.
  const ahead = (w: string) => findWord(reply, w, index + 1, to, true) >= 0;
  const followed = relevant.some((d) => ahead(d) || antonymsOf(d).some(ahead));
  const has = followed ? ahead : (w: string) => findWord(reply, w, from, to, true) >= 0;
  const present = relevant.filter(has);
  const contradicted = relevant.some((d) => !has(d) && antonymsOf(d).some(has));
  return !contradicted && present.length / relevant.length >= 0.5;
}

function spanOf(reply: Reply, indexes: number[]): [number, number] | null {
  if (indexes.length === 0) return null;
  const tokens = indexes.map((i) => reply.tokens[i]!);
  return [Math.min(...tokens.map((t) => t.start)), Math.max(...tokens.map((t) => t.end))];
}

/**
 * A subanswer that names values is true only when every value is in the reply (a wrong
 * runway, altitude or frequency is never accepted) and, if it says which value is meant,
 * those words stand next to it. Otherwise enough of its words, or of a known phrasing of
 * it, must be said, and not under a negation the subanswer does not have.
 */
export function matchSubanswer(pattern: SubanswerPattern, reply: Reply): Match {
  if (pattern.values.length > 0) {
    // Descriptors only count when the reply uses them (or their opposite) somewhere.
    const relevant = pattern.descriptors.filter(
      (d) =>
        findWord(reply, d, 0, reply.tokens.length - 1, true) >= 0 ||
        antonymsOf(d).some((a) => findWord(reply, a, 0, reply.tokens.length - 1, true) >= 0),
    );
    const hits: number[] = [];
    for (const want of pattern.values) {
      const at = reply.tokens.findIndex(
        (t, i) => sameValue(want, t) && !reply.negated.has(i) && contextFits(reply, i, relevant),
      );
      if (at < 0) return { label: false, span: null };
      hits.push(at);
    }
    return {
      label: true,
      span: spanOf(
        reply,
        hits.flatMap((h) => withLeadIn(reply, h)),
      ),
    };
  }
  const replyNegated = reply.tokens.some(isNegation);
  if (pattern.negated && !replyNegated) return { label: false, span: null };
  const said = (w: string) => findWord(reply, w, 0, reply.tokens.length - 1, true) >= 0;
  for (const phrasing of pattern.phrasings) {
    // "colder above" does not convey "warmer above".
    if (phrasing.some((w) => !said(w) && antonymsOf(w).some(said))) continue;
    const hits = phrasing
      .map((w) => findWord(reply, w, 0, reply.tokens.length - 1, pattern.negated))
      .filter((i) => i >= 0);
    if (hits.length >= threshold(phrasing.length)) return { label: true, span: spanOf(reply, hits) };
  }
  return { label: false, span: null };
}
