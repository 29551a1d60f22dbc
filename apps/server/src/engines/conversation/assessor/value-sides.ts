import { CLOUD_COVER } from '../language/antonyms';
import { antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import { isContentWord, isNegation, isValueToken } from './words';
import { type Descriptor, type Reply, WINDOW, findWord } from './match-reply';
import { isUnit } from '../language/units';

/**
 * docs/product/assessor.md, "Which words describe which value": the stretch of a reply on each
 * side of a value, and the words a reply may say after a value instead of before it.
 */

/** Tokens on one side of a value, up to WINDOW away and never past another value. */
export function sideWindow(reply: Reply, index: number, side: Descriptor['side']): [number, number] {
  // Units and filler words do not use up the window ("30 nautical miles from the primary
  // Class B airport").
  const counts = (t: Token) => isContentWord(t) && !isUnitWord(t.text);
  if (side === 'before') {
    let from = index;
    let used = 0;
    while (from > 0 && used < WINDOW && !isValueToken(reply.tokens[from - 1]!)) {
      from--;
      if (counts(reply.tokens[from]!)) used++;
    }
    return [from, index - 1];
  }
  let to = index;
  let used = 0;
  while (to < reply.tokens.length - 1 && used < WINDOW && !isValueToken(reply.tokens[to + 1]!)) {
    to++;
    if (counts(reply.tokens[to]!)) used++;
  }
  return [index + 1, to];
}

export const isUnitWord = (w: string) => isUnit(w) || w === 'statute' || w === 'nautical';

/** The word right after the value and its unit: "ten miles visibility", "3 statute miles ground visibility". */
export function namesAfterUnit(reply: Reply, index: number, word: string): boolean {
  let k = index + 1;
  while (
    k < reply.tokens.length &&
    k <= index + 2 &&
    reply.tokens[k]!.kind === 'word' &&
    isUnitWord(reply.tokens[k]!.text)
  )
    k++;
  if (k === index + 1) return false;
  const at = findWord(reply, word, k, k + 1, true);
  if (at < 0) return false;
  // Unless it leads into the next value of its clause ("ten miles visibility 3 miles").
  const endsClause = /[,;:.]$/.test(reply.words[reply.tokens[at]!.end] ?? '');
  return endsClause || !reply.tokens.slice(at + 1, at + 3).some(isValueToken);
}

/**
 * A word without an opposite that leads the value in the rubric, said after it in the reply and
 * nearer to it than to the next value ("above nine thousand nine hundred you separate the
 * digits"): which side names a thing matters only for words with an opposite.
 */
export function followsCloser(reply: Reply, index: number, word: string): boolean {
  if (antonymsOf(word).length > 0) return false;
  const [from, to] = sideWindow(reply, index, 'after');
  const at = findWord(reply, word, from, to, true);
  if (at < 0) return false;
  const next = reply.tokens.findIndex((t, k) => k > at && isValueToken(t));
  // The value's unit is part of it: "a 1,000 foot ceiling and 3 miles" puts "ceiling" right
  // after the 1,000 feet.
  let end = index;
  while (end + 1 < at && isUnitWord(reply.tokens[end + 1]!.text)) end++;
  return next < 0 || at - end < next - at;
}

/** The mirror of followsCloser: a word the rubric puts after the value, said before it ("Visibility 3 statute miles"). */
export function precedesCloser(reply: Reply, index: number, word: string): boolean {
  if (antonymsOf(word).length > 0) return false;
  const [from, to] = sideWindow(reply, index, 'before');
  let at = -1;
  for (let k = to; k >= from && at < 0; k--) if (findWord(reply, word, k, k, true) === k) at = k;
  if (at < 0) return false;
  // Never across a clause: "7500 is lost communications, 7600 is hijack".
  for (let k = at; k < index; k++) if (/[,;:.]$/.test(reply.words[reply.tokens[k]!.end] ?? '')) return false;
  let prev = -1;
  for (let k = at - 1; k >= 0 && prev < 0; k--) if (isValueToken(reply.tokens[k]!)) prev = k;
  // The previous value's unit is part of it ("1,000 feet visibility 3 miles" gives the 1,000 feet
  // its visibility), as in followsCloser; a value in an earlier clause does not compete.
  let prevEnd = prev;
  while (prev >= 0 && prevEnd + 1 < at && isUnitWord(reply.tokens[prevEnd + 1]!.text)) prevEnd++;
  const clauseBetween = reply.tokens
    .slice(Math.max(prev, 0), at)
    .some((t) => /[,;:.]$/.test(reply.words[t.end] ?? ''));
  return prev < 0 || clauseBetween || index - at < at - prevEnd;
}

/** Words that state a limit after its value: "4,500 or above", "40 and over", "32 °F or colder". */
const LIMIT_AFTER: Record<string, string[]> = {
  above: ['above', 'higher', 'more', 'warmer', 'hotter'],
  below: ['below', 'lower', 'less', 'colder', 'cooler'],
};

/** "four thousand five hundred or above" for "at or above 4,500": the limit said after the value. */
export function limitAfter(reply: Reply, index: number, word: string): boolean {
  const said = LIMIT_AFTER[word];
  if (!said) return false;
  let k = index + 1;
  // Past the unit, and a scale's letter after "degrees" ("32 degrees F or colder").
  const unitOrScale = (j: number) =>
    isUnitWord(reply.tokens[j]!.text) ||
    (/^[cf]$/.test(reply.tokens[j]!.text) && reply.tokens[j - 1]?.text === 'degrees');
  while (k < reply.tokens.length && k <= index + 2 && unitOrScale(k)) k++;
  const joiner = reply.tokens[k]?.text;
  const limit = reply.tokens[k + 1];
  return (joiner === 'or' || joiner === 'and') && !!limit && said.includes(limit.text);
}

/** "a hundred hour isn't required": a value denied right after it is said (past its unit). */
export function deniedAfter(reply: Reply, index: number): boolean {
  for (let k = index + 1; k <= index + 2 && k < reply.tokens.length; k++) {
    const t = reply.tokens[k]!;
    if (isNegation(t)) return reply.tokens[k + 1]?.text === 'required';
    if (t.kind !== 'word' || !isUnit(t.text)) return false;
  }
  return false;
}

/**
 * A value the item gives an amount of cloud cover ("Ceiling broken at 3,500 feet AGL (overcast at
 * 8,000)") said with another amount right before it ("overcast 3,500, broken 8,000"): the reply
 * gives that layer another cover, a wrong value. The cover an aside gives another value does not
 * count for this one.
 */
export function otherCoverBefore(item: string, reply: Reply, claims: number[]): boolean {
  const main = tokenize(item.replace(/\([^)]*\)/g, ' ')).tokens.map((t) => t.text);
  const own = CLOUD_COVER.filter((w) => main.includes(w));
  if (own.length === 0) return false;
  return claims.some((c) => {
    for (let k = c - 1; k >= 0 && k >= c - 3 && !isValueToken(reply.tokens[k]!); k--) {
      const w = reply.tokens[k]!.text;
      if (CLOUD_COVER.includes(w)) return !own.includes(w);
    }
    return false;
  });
}
