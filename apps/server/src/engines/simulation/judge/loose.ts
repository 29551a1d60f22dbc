import { DIGITS } from '../../conversation/language/lexicon';
import type { Token } from '../../conversation/language/tokenize';
import { callsignId } from './callsign';
import type { Found, Prepared } from './context';
import { isLetterToken } from './route';

/** A token not used by any element, holding this value on its own ("two seven" for runway 27). */
function bareValue(want: Found, t: Token): boolean {
  const n = t.kind === 'number' ? t.value! : NaN;
  switch (want.kind) {
    case 'runway':
      return t.kind === 'runway' ? t.text.toUpperCase() === want.value : String(n) === want.value;
    case 'heading':
      return n === Number(want.value.split(' ').pop());
    case 'squawk':
      return t.kind === 'number' && t.text.padStart(4, '0') === want.value;
    case 'altimeter':
      return n === Number(want.value) || n === Number(want.value) * 100;
    case 'frequency':
      return n === Number(want.value) || t.text === want.value.replace('.', '');
    case 'altitude':
      return want.value.startsWith('FL') ? t.text === `fl${want.value.slice(2)}` : n === Number(want.value);
    default:
      return false;
  }
}

/** Digits said after a keyword, however the recogniser grouped them ("squawk four two one three two"). */
const KEYWORDS: Partial<Record<Found['kind'], string[]>> = {
  runway: ['runway'],
  heading: ['heading'],
  squawk: ['squawk', 'squawking', 'code'],
  altimeter: ['altimeter'],
  frequency: ['contact', 'frequency', 'monitor'],
};

function digitsAfter(heard: Prepared, from: number): { digits: string; to: number } {
  let digits = '';
  let k = from;
  for (; k < heard.norm.length; k++) {
    const w = heard.norm[k]!;
    if (w in DIGITS) digits += String(DIGITS[w]);
    else if (/^\d+(\.\d+)?$/.test(w)) digits += w;
    else if (['point', 'decimal', 'dot'].includes(w)) digits += '.';
    else if (digits !== '' || k > from + 2) break;
  }
  return { digits, to: k - 1 };
}

function keywordDigits(want: Found, heard: Prepared, claimed: Set<number>): number[] | null {
  const cues = KEYWORDS[want.kind];
  if (!cues) return null;
  const target = want.kind === 'altimeter' ? want.value.replace('.', '') : want.value.split(' ').pop()!;
  if (!/^\d+(\.\d+)?$/.test(target)) return null;
  for (let i = 0; i < heard.norm.length; i++) {
    if (!cues.includes(heard.norm[i]!)) continue;
    // A keyword already read as an element (a wrong heading) is not a second chance.
    if (heard.tokens.some((t, k) => t.start === i && claimed.has(k))) continue;
    const { digits, to } = digitsAfter(heard, i + 1);
    const tokens = heard.tokens.flatMap((t, k) => (t.end >= i && t.start <= to ? [k] : []));
    // Digits already read as an element (another frequency) are not a second chance either.
    if (digits.startsWith(target) && tokens.every((k) => !claimed.has(k))) return tokens;
  }
  return null;
}

/**
 * Second chance for an element not found as such: its value said without its keyword, a
 * taxi route said without "via", a fix said by name, or digits run together with the next ones.
 * Returns the tokens that carry it.
 */
export function looseMatch(want: Found, heard: Prepared, claimed: Set<number>): number[] | null {
  const free = (i: number) => !claimed.has(i);
  if (want.kind === 'taxiway') {
    const names = want.value.toLowerCase().split(' ');
    const hits: number[] = [];
    heard.tokens.forEach((t, i) => {
      if (hits.length < names.length && free(i) && isLetterToken(t) && t.text === names[hits.length])
        hits.push(i);
    });
    return hits.length === names.length ? hits : null;
  }
  if (want.kind === 'fix') {
    const i = heard.tokens.findIndex(
      (t, k) => free(k) && t.kind === 'word' && t.text === want.value.toLowerCase(),
    );
    return i >= 0 ? [i] : null;
  }
  if (want.kind === 'callsign') {
    const id = callsignId(want.value).id;
    const i = heard.tokens.findIndex((t, k) => free(k) && t.text === id && /[a-z]/.test(id));
    return i >= 0 ? [i] : null;
  }
  const i = heard.tokens.findIndex((t, k) => free(k) && bareValue(want, t));
  if (i >= 0) return [i];
  return keywordDigits(want, heard, claimed);
}

const UNITS = new Set([
  'miles',
  'knots',
  'degrees',
  'oclock',
  'nautical',
  'statute',
  'minutes',
  'feet',
  'percent',
]);

/**
 * A number left over that has the shape of this kind's value but another value ("two six" where
 * runway 27 was expected, a typed "5500" for 4,500): it is a wrong value, not a missing one.
 */
export function looseWrong(want: Found, heard: Prepared, claimed: Set<number>): number | null {
  const i = heard.tokens.findIndex((t, k) => {
    if (claimed.has(k)) return false;
    const next = heard.tokens[k + 1];
    if (next && next.kind === 'word' && UNITS.has(next.text) && want.kind !== 'altitude') return false;
    const n = t.kind === 'number' && Number.isInteger(t.value) ? t.value! : NaN;
    const spokenWords = t.end - t.start + 1;
    switch (want.kind) {
      case 'runway':
        return t.kind === 'runway' || (n >= 1 && n <= 36 && t.text.length <= 2);
      case 'heading':
        return n >= 0 && n <= 360 && t.text.length === 3;
      case 'altitude':
        return !want.value.startsWith('FL') && n >= 500 && n <= 60000 && n % 100 === 0;
      case 'squawk':
        return /^[0-7]{4}$/.test(t.text) || (/^\d{4}$/.test(t.text) && spokenWords >= 4);
      case 'altimeter':
        return /^\d\d\.\d\d$/.test(t.text) || (/^\d{4}$/.test(t.text) && spokenWords >= 4);
      case 'frequency':
        return (
          (t.kind === 'number' && t.text.includes('.')) || (/^\d{5,6}$/.test(t.text) && spokenWords >= 5)
        );
      default:
        return false;
    }
  });
  return i >= 0 ? i : null;
}
