import { NEGATIONS, STOPWORDS, antonymsOf } from '../language/lexicon';
import type { Token } from '../language/tokenize';
import { ASSESSOR_SYNONYMS } from '../language/concepts';
import { irregularBase, verbBase } from '../language/word-forms';

/** Entries each memo below keeps before starting over. */
const MEMO_LIMIT = 50_000;

const stemMemo = new Map<string, string>();

/**
 * Crude English stem: enough to equate "landings"/"landing", "cleared"/"clearance", and with the
 * forms a suffix cannot reach (language/word-forms.ts) "lost"/"loss", "gave"/"given",
 * "planned"/"plan" and "rated"/"rating".
 */
export function stem(word: string): string {
  let stemmed = stemMemo.get(word);
  if (stemmed === undefined) {
    // Bounded, as sameWord's memo below: the words of rubrics and replies recur.
    if (stemMemo.size >= MEMO_LIMIT) stemMemo.clear();
    stemmed = stripSuffix(irregularBase(word) ?? verbBase(word) ?? word);
    stemMemo.set(word, stemmed);
  }
  return stemmed;
}

function stripSuffix(word: string): string {
  for (const suffix of [
    'ations',
    'ation',
    'ances',
    'ance',
    'ences',
    'ence',
    'ings',
    'ing',
    'ments',
    'ment',
    // A noun made from its verb: "confusion" / "confused", "inspection" / "inspected".
    'ions',
    'ion',
    'ied',
    'ies',
    'ed',
    'es',
    's',
    'ly',
  ]) {
    // "cross", "pass": a double s is not a plural.
    if (suffix === 's' && word.endsWith('ss')) continue;
    // "replies", "replied": the "y" of "reply" comes back.
    if ((suffix === 'ied' || suffix === 'ies') && word.endsWith(suffix) && word.length - suffix.length >= 3)
      return `${word.slice(0, -suffix.length)}y`;
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** A short word and its inflection the stemmer leaves alone: "use" / "used", "use" / "uses", "ice" / "iced", "line" / "lining". */
const inflects = (base: string, word: string) =>
  base.length >= 3 &&
  (word === `${base}s` ||
    (base.endsWith('e') && (word === `${base}d` || word === `${base.slice(0, -1)}ing`)));

/**
 * Every reply word is compared with every rubric word on each turn, with the same few hundred
 * words over and over, so answers are remembered (bounded: the vocabulary of a tenant's rubrics
 * and replies); bench:load spent a sixth of the server's time in the assessor without it.
 */
const sameWordMemo = new Map<string, boolean>();

/** Same word after stemming, or a near miss a recogniser would make ("clearence", "squak"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const key = `${a} ${b}`;
  const known = sameWordMemo.get(key);
  if (known !== undefined) return known;
  const same = compareWords(a, b);
  if (sameWordMemo.size >= MEMO_LIMIT) sameWordMemo.clear();
  sameWordMemo.set(key, same);
  return same;
}

/**
 * Whether `sameWord` equates two different words only as a spelling slip (one or two letters
 * apart), not by stem, inflection or synonym.
 */
export function onlyASlip(a: string, b: string): boolean {
  if (a === b || !sameWord(a, b)) return false;
  const sa = stem(a);
  const sb = stem(b);
  if (ASSESSOR_SYNONYMS[sa]?.includes(sb) || ASSESSOR_SYNONYMS[sb]?.includes(sa)) return false;
  return !(sa === sb || inflects(a, b) || inflects(b, a));
}

function compareWords(a: string, b: string): boolean {
  // Opposites are never slips of each other ("classb" / "classd").
  if (antonymsOf(a).includes(b)) return false;
  const sa = stem(a);
  const sb = stem(b);
  if (ASSESSOR_SYNONYMS[sa]?.includes(sb) || ASSESSOR_SYNONYMS[sb]?.includes(sa)) return true;
  if (sa === sb || inflects(a, b) || inflects(b, a)) return true;
  return slipApart(sa, sb) || slipApart(a, b);
}

/** One letter apart (two from eight letters on), for words of five letters or more. */
function slipApart(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  return editDistance(a, b, shorter >= 8 ? 2 : 1) <= (shorter >= 8 ? 2 : 1);
}

/**
 * Names a clearance carries in capitals ("proceed direct to the MERIT intersection"): every letter
 * is a value, so no spelling slip is allowed, only the doubled letters a recogniser may write
 * ("merritt"). Only words inside the quoted clearance count: "KIAS" or "TEMPO" in a knowledge
 * item are terms, not names.
 */
export function clearanceNames(question: string): Set<string> {
  const names = new Set<string>();
  for (const quote of question.match(/"[^"]*"/g) ?? [])
    for (const m of quote.matchAll(/\b[A-Z]{4,}\b/g)) names.add(m[0].toLowerCase());
  return names;
}

const undoubled = (word: string) => word.replace(/(.)\1+/g, '$1');

/** A reply word said for a rubric word: a name by its letters, any other word by `sameWord`. */
export function sameItemWord(names: ReadonlySet<string> | undefined, said: string, word: string): boolean {
  if (names?.has(word)) return undoubled(said) === undoubled(word);
  return sameWord(said, word);
}

/** An item that carries a name is not conveyed unless the reply says that name (a value). */
export function saysItsNames(names: ReadonlySet<string>, item: string, tokens: Token[]): boolean {
  return [...names]
    .filter((n) => item.toLowerCase().split(/\W+/).includes(n))
    .every((n) => tokens.some((t) => t.kind === 'word' && sameItemWord(names, t.text, n)));
}

export const isContentWord = (t: Token) => t.kind === 'word' && !STOPWORDS.has(t.text) && !/^\d/.test(t.text);
export const isValueToken = (t: Token) => t.kind === 'number' || t.kind === 'runway' || t.kind === 'callsign';
export const isNegation = (t: Token) => t.kind === 'word' && NEGATIONS.has(t.text);

const BOUND_WORDS = new Set(['including', 'exceeding', 'inclusive']);
const LIMIT_WORDS = new Set(['more', 'less', 'later', 'earlier', 'fewer', 'greater', 'higher', 'lower']);

/** Verbs of trust or preference: what follows their "over" is what the learner sets aside. */
const PREFERENCE_VERBS = new Set([
  'trust',
  'trusting',
  'rely',
  'relying',
  'prefer',
  'believe',
  'believing',
  'use',
]);

/**
 * Words a reply sets aside rather than gives: after "instead of", "rather than", and the "over"
 * of a preference ("trust your body over the instruments").
 */
export function setAside(tokens: Token[], reach = 3): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1]?.text;
    const contrast =
      (t.text === 'instead' && next === 'of') ||
      (t.text === 'rather' && next === 'than') ||
      (t.text === 'over' && tokens.slice(Math.max(0, i - 4), i).some((p) => PREFERENCE_VERBS.has(p.text)));
    if (!contrast) return;
    const from = t.text === 'over' ? i + 1 : i + 2;
    for (let k = from; k < from + reach && k < tokens.length; k++) out.push(k);
  });
  return out;
}

/**
 * Marks the tokens a negation governs: the next few words after "not", "no", "don't". With the
 * reply's words, a negation that ends its clause ("No, you need a 1,000 foot ceiling") answers
 * the question and governs nothing after it.
 */
export function negatedPositions(tokens: Token[], reach = 4, words?: string[]): Set<number> {
  const out = new Set<number>(setAside(tokens));
  tokens.forEach((t, i) => {
    if (!isNegation(t)) return;
    if (words && /[,;:.!]$/.test(words[t.end] ?? '')) return;
    // "no more than three sweeps" states a limit, it does not deny the value.
    if (LIMIT_WORDS.has(tokens[i + 1]?.text ?? '') && tokens[i + 2]?.text === 'than') return;
    // "up to but not including FL180" bounds a range, it does not deny the bound.
    if (BOUND_WORDS.has(tokens[i + 1]?.text ?? '')) return;
    for (let k = i + 1; k <= i + reach && k < tokens.length; k++) out.add(k);
  });
  return out;
}
