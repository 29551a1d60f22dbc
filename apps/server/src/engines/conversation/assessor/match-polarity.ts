// Opposites and polarity: words said as the opposite of an item's (docs/product/assessor.md,
// "Values must match exactly"), split from match-pattern.ts.
import { STOPWORDS, antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import { isContentWord, isValueToken, sameWord } from './words';
import { type SubanswerPattern, type Reply, findWord, replyClauses, threshold } from './match-reply';
import { asideValueAt } from './match-values';
import { anotherRubricWord } from './own-words';

/** Words with an opposite standing within two tokens of each other, in order. */
export function polarPairsOf(tokens: Token[], clauseOf: (t: Token) => number): [string, string][] {
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

/** Verbs that say what a thing is or becomes: "the temperature is low", "gets lower". */
const COPULAS = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'being',
  'gets',
  'get',
  'getting',
  'goes',
  'go',
  'going',
  'becomes',
  'become',
  'very',
  'too',
  'quite',
]);

/** Words of degree, which a reply may equally say after their thing ("the temperature is low"). */
const DEGREE_WORDS = new Set([
  'high',
  'low',
  'higher',
  'lower',
  'more',
  'less',
  'greater',
  'warm',
  'cold',
  'hot',
  'warmer',
  'colder',
  'heavy',
  'light',
  'heavier',
  'lighter',
  'fast',
  'slow',
  'faster',
  'slower',
  'strong',
  'weak',
  'stronger',
  'weaker',
  'increased',
  'decreased',
  'reduced',
]);

/**
 * The item's words of degree that describe the thing named right after them ("Higher
 * temperature", "lower pressure"), as [descriptor, thing].
 */
export function describedThingsOf(tokens: Token[], clauseOf: (t: Token) => number): [string, string][] {
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1];
    if (t.kind !== 'word' || !DEGREE_WORDS.has(t.text) || !antonymsOf(t.text).length) return [];
    if (!next || clauseOf(t) !== clauseOf(next)) return [];
    return isContentWord(next) && !isValueToken(next) && !antonymsOf(next.text).length
      ? [[t.text, next.text] as [string, string]]
      : [];
  });
}

/** Words that say a thing's degree by themselves: "cold" is a low temperature, "dry" low humidity. */
const IMPLIED_DEGREE: Record<string, [string, 'high' | 'low']> = {
  cold: ['temperature', 'low'],
  colder: ['temperature', 'low'],
  cool: ['temperature', 'low'],
  cooler: ['temperature', 'low'],
  hot: ['temperature', 'high'],
  hotter: ['temperature', 'high'],
  warm: ['temperature', 'high'],
  warmer: ['temperature', 'high'],
  dry: ['humidity', 'low'],
  drier: ['humidity', 'low'],
  humid: ['humidity', 'high'],
};

const HIGH_DEGREE = new Set(['high', 'higher', 'more', 'greater', 'increased']);
const LOW_DEGREE = new Set(['low', 'lower', 'less', 'reduced', 'decreased']);
const degreeSide = (word: string) => (HIGH_DEGREE.has(word) ? 'high' : LOW_DEGREE.has(word) ? 'low' : null);

/** The degree word `d` said of the thing at i: right before it, or after it and a copula ("is lower"). */
function degreeBeside(words: string[], i: number, d: string): boolean {
  if (i > 0 && sameWord(words[i - 1]!, d)) return true;
  for (let k = i + 1; k < Math.min(words.length, i + 4); k++) {
    if (sameWord(words[k]!, d)) return true;
    if (!COPULAS.has(words[k]!)) return false;
  }
  return false;
}

/**
 * A thing the item describes said with the opposite description and never with its own ("gets
 * higher when the temperature is low" for "Higher temperature raises it"): the item's word
 * said elsewhere in the reply describes something else.
 */
export function describedOtherwise(pattern: SubanswerPattern, reply: Reply): boolean {
  const words = reply.tokens.map((t) => (t.kind === 'word' ? t.text : ''));
  return (pattern.described ?? []).some(([word, thing]) => {
    let own = false;
    let other = false;
    words.forEach((w, i) => {
      if (!w || !sameWord(w, thing)) return;
      const saysOf = (d: string) => degreeBeside(words, i, d);
      if (saysOf(word)) own = true;
      if (antonymsOf(word).some(saysOf)) other = true;
    });
    // Words that are themselves a degree of the thing: "cold air" is a low temperature.
    const side = degreeSide(word);
    words.forEach((w) => {
      const implied = IMPLIED_DEGREE[w];
      if (!implied || !side || !sameWord(implied[0], thing)) return;
      if (implied[1] === side) own = true;
      else other = true;
    });
    return other && !own;
  });
}

/** Words that join the things one degree word describes: "higher temperature and humidity". */
const JOINERS = new Set(['and', 'or']);

/**
 * The item's degree words said only of things other items describe with another degree, and none
 * of them of its own thing ("lower temperature and lower humidity raise it" for "Higher elevation
 * / lower pressure raises it", where the other items say "Higher temperature", "Higher
 * humidity"): the reply spends those words on the other items' things. One pair said of its own
 * thing ("lower pressure", "the pressure is lower", "higher temperature and humidity") keeps the
 * item, and a degree said of a thing no other item describes ("a warmer layer") is no other thing.
 */
export function degreeOfAnotherThing(pattern: SubanswerPattern, reply: Reply): boolean {
  const pairs = pattern.described ?? [];
  const others = pattern.othersDescribed ?? [];
  if (pairs.length === 0 || others.length === 0) return false;
  const words = reply.tokens.map((t) => (t.kind === 'word' ? t.text : ''));
  const isThing = (w: string) => !!w && !STOPWORDS.has(w) && !DEGREE_WORDS.has(w) && !COPULAS.has(w);
  // The things a degree word at i describes: the next word, and the ones joined to it.
  const describedAt = (i: number) => {
    const group: string[] = [];
    for (let k = i + 1; k < words.length && group.length < 3; k += 2) {
      if (!isThing(words[k]!)) break;
      group.push(words[k]!);
      if (!JOINERS.has(words[k + 1] ?? '')) break;
    }
    return group;
  };
  const saysOf = (word: string, thing: string) =>
    words.some((w, i) => !!w && sameWord(w, thing) && degreeBeside(words, i, word)) ||
    words.some((w, i) => !!w && sameWord(w, word) && describedAt(i).some((g) => sameWord(g, thing)));
  // The item's own degree pairs, with those whose thing has an opposite ("higher elevation").
  const phrasing = pattern.phrasings[0] ?? [];
  const ownPairs = phrasing.flatMap((w, j) =>
    DEGREE_WORDS.has(w) && j + 1 < phrasing.length && !DEGREE_WORDS.has(phrasing[j + 1]!)
      ? [[w, phrasing[j + 1]!] as const]
      : [],
  );
  if ([...pairs, ...ownPairs].some(([word, thing]) => saysOf(word, thing))) return false;
  return pairs.some(([word]) =>
    words.some(
      (w, i) =>
        !!w &&
        sameWord(w, word) &&
        describedAt(i).some((g) =>
          others.some(([otherWord, thing]) => sameWord(g, thing) && !sameWord(otherWord, word)),
        ),
    ),
  );
}

/**
 * A pair said with one of its words turned into its opposite and never as itself ("one hour
 * before sunset" for "after sunset") is a wrong value.
 */
export function pairSwapped(pattern: SubanswerPattern, reply: Reply): boolean {
  const words = reply.tokens.map((t) => (t.kind === 'word' ? t.text : ''));
  const near = (a: string, b: string) =>
    words.some((w, i) => sameWord(w, a) && words.slice(i + 1, i + 3).some((x) => sameWord(x, b)));
  return (pattern.polarPairs ?? []).some(([a, b]) => {
    if (near(a, b)) return false;
    return antonymsOf(a).some((x) => near(x, b)) || antonymsOf(b).some((x) => near(a, x));
  });
}

/** The clause (between commas, colons, semicolons, slashes) of a token of `text`, by its source word. */
export function clauseIn(text: string): (t: Token) => number {
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
export function polarWordsOf(text: string): NonNullable<SubanswerPattern['polar']> {
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
 * day"). Swapped pairs fail. An opposite a polar label's own definition says is none of the
 * label's family.
 */
/**
 * How far a trailing polar word reaches on past itself: up to `to`, within its own clause ("red
 * on the left, green on the right": the "green" after the comma is not the left's).
 */
export function reachOn(clauses: number[], i: number, to: number): number {
  let end = to;
  while (end > i && clauses[end] !== clauses[i]) end--;
  return end;
}

/** How far back a trailing polar word reaches: from `from`, within its own clause. */
export function reachBack(clauses: number[], i: number, from: number): number {
  let start = from;
  while (start < i && clauses[start] !== clauses[i]) start++;
  return start;
}

export function polarSwapped(pattern: SubanswerPattern, reply: Reply): boolean {
  return (pattern.polar ?? []).some(({ word, partners, leads, label }) => {
    // An opposite the item's definition holds under a polar label ("Overtaking: the overtaken
    // aircraft …") is a word of that definition, not the other side of the label.
    const holds = label ? (pattern.phrasings[0] ?? []) : [];
    const family = [word, ...antonymsOf(word).filter((a) => !holds.includes(a))];
    const aside0 = pattern.asideValues.length ? asideValueAt(pattern, reply) : -1;
    const at = (i: number, w: string) => {
      const t = reply.tokens[i]!;
      return t.kind === 'word' && sameWord(t.text, w) && !anotherRubricWord(reply.vocabulary, t.text, w);
    };
    const positions = reply.tokens.map((_, i) => i).filter((i) => family.some((w) => at(i, w)));
    const own = positions.filter((i) => at(i, word));
    if (own.length === 0 || own.length === positions.length) return false;
    // The polar word counts as one of the item's words, as in the coverage threshold.
    const need = Math.max(1, threshold(partners.length + 1) - 1);
    // A label's stretch runs to the next word of the family; a clause's word reaches back (or
    // on) a few tokens, plus two on the other side ("at or below freezing").
    const clauses = replyClauses(reply);
    const score = (i: number, k: number) => {
      const prevAt = positions[k - 1] ?? -1;
      const nextAt = positions[k + 1] ?? reply.tokens.length;
      const [from, to] = label
        ? [i + 1, nextAt - 1]
        : leads
          ? [i + 1, Math.min(nextAt, i + 9) - 1]
          : [
              reachBack(clauses, i, Math.max(prevAt, i - 9) + 1),
              reachOn(clauses, i, Math.min(nextAt - 1, i + 2)),
            ];
      // The aside's value said there stands for the word it explains ("zero celsius" for the
      // "freezing" of "at or below freezing (0 °C)").
      const aside = aside0 >= from && aside0 <= to ? 1 : 0;
      return partners.filter((w) => findWord(reply, w, from, to, true) >= 0).length + aside;
    };
    const ownBest = Math.max(...positions.map((i, k) => (at(i, word) ? score(i, k) : -1)));
    const otherBest = Math.max(...positions.map((i, k) => (at(i, word) ? -1 : score(i, k))));
    // Partners said beside neither word ("stable: … smooth, …" without "air") are missing, not
    // swapped: coverage judges them.
    return otherBest > ownBest || (ownBest < need && otherBest > 0);
  });
}
