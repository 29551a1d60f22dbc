import type { JudgedElement } from '@wilco/shared';
import { callsignMatches } from './callsign';
import { wordsOf, type Found, type Prepared } from './context';
import { extractElements } from './extract';
import { looseMatch, looseWrong } from './loose';
import { phraseByText } from './phrases';

/** Two values of one kind are the same value (numbers by value, callsigns in their allowed forms). */
export function sameValue(want: Found, got: Found): boolean {
  // A runway read back inside a hold short ("holding short runway 19") still names that runway.
  if (want.kind === 'runway' && got.kind === 'hold_short') return got.value === `runway ${want.value}`;
  if (want.kind !== got.kind) return false;
  switch (want.kind) {
    case 'callsign':
      return callsignMatches(want.value, got.value);
    case 'frequency':
    case 'altimeter':
      return Number(want.value) === Number(got.value);
    case 'heading': {
      // A heading read back without its turn direction still carries the value.
      const [wa, wb] = want.value.split(' ');
      const [ga, gb] = got.value.split(' ');
      const wantDeg = wb ?? wa;
      const gotDeg = gb ?? ga;
      return wantDeg === gotDeg && (!wb || !gb || wa === ga);
    }
    case 'fix':
      return want.value.toLowerCase() === got.value.toLowerCase();
    default:
      return want.value === got.value;
  }
}

/** What else a missing clearance may have been replaced by ("cleared for takeoff" instead of "hold short"). */
function contradicts(want: Found, got: Found): boolean {
  if (want.kind === 'hold_short') {
    // "hold short" with no limit said is missing its limit, not wrong.
    if (got.kind === 'hold_short') return got.value !== 'hold short';
    return got.kind === 'phrase' && ['cleared for takeoff', 'line up and wait'].includes(got.value);
  }
  if (want.kind === 'runway' && got.kind === 'hold_short') return got.value.startsWith('runway ');
  // Four bare digits were read as a code or a setting by their shape; either way a number was said.
  const bare = got.tokens.length === 1;
  if (want.kind === 'altimeter' && got.kind === 'squawk' && bare) return true;
  if (want.kind === 'squawk' && got.kind === 'altimeter' && bare) return true;
  if (want.kind !== 'phrase') return got.kind === want.kind;
  const a = phraseByText(want.value);
  const b = phraseByText(got.value);
  if (!a) return got.kind === 'phrase' && !phraseByText(got.value) && got.value.startsWith('information');
  return b !== undefined && a.group !== undefined && a.group === b.group && a !== b;
}

const judged = (want: Found, status: JudgedElement['status'], heard: string | null, words: string[]) => ({
  kind: want.kind,
  expected: want.value,
  heard,
  status,
  matched_words: words,
});

/**
 * docs/product/simulation-judge.md (comparison): every expected element is looked for in what
 * was heard: the same value of the same kind is right; the value said without its keyword is
 * right; a different value of that kind (or a contradicting clearance, or a stray number shaped
 * like that kind's values) is wrong; else missing.
 * Three passes, so an element's exact match is never taken by another element's wrong one.
 */
export function compareElements(
  expected: Found[],
  heard: Prepared,
  ignoreCallsigns: string[] = [],
): JudgedElement[] {
  const { found, claimed } = extractElements(heard);
  const pool = found.filter(
    (f) => !(f.kind === 'callsign' && ignoreCallsigns.some((c) => callsignMatches(c, f.value))),
  );
  const used = new Set<Found>();
  const out: (JudgedElement | null)[] = expected.map(() => null);

  expected.forEach((want, i) => {
    const hit = pool.find((g) => !used.has(g) && sameValue(want, g));
    if (!hit) return;
    used.add(hit);
    out[i] = judged(want, 'right', hit.value, hit.words);
  });
  expected.forEach((want, i) => {
    // A value said as such with another value outweighs a loose mention ("at Bravo … via Charlie").
    if (out[i] || pool.some((g) => !used.has(g) && g.kind === want.kind)) return;
    const loose = looseMatch(want, heard, claimed);
    if (loose) {
      loose.forEach((t) => claimed.add(t));
      out[i] = judged(want, 'right', want.value, wordsOf(heard, loose));
    }
  });
  expected.forEach((want, i) => {
    if (out[i]) return;
    const other = pool.find((g) => !used.has(g) && contradicts(want, g));
    if (other) {
      used.add(other);
      out[i] = judged(want, 'wrong', other.value, other.words);
      return;
    }
    const stray = looseWrong(want, heard, claimed);
    if (stray === null) {
      out[i] = judged(want, 'missing', null, []);
      return;
    }
    claimed.add(stray);
    const t = heard.tokens[stray]!;
    out[i] = judged(want, 'wrong', t.text.toUpperCase(), wordsOf(heard, [stray]));
  });
  return out as JudgedElement[];
}
