import { DIGITS, DIGIT_HOMOPHONES } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';

/** A US registration without its "N": "Cessna 123AB" and "November one two three alpha bravo" are one aircraft. */
export const registration = (callsign: string) => callsign.replace(/^n(?=\d)/, '');

type Wanted = { text: string; digits: string };

/** Shortest registration digit run read without letters after it ("four four one seven"). */
const MIN_BARE_DIGITS = 3;

/**
 * docs/product/assessor.md, "Values must match exactly": a registration said without its "N"
 * ("one two three alpha bravo", "123AB") is a callsign. The rubric's registrations say where a
 * run of spoken digits ends and a callsign begins: in "left two seven zero one two three alpha
 * bravo" the last three digit words are the callsign's, and the words before them are read again
 * as a value of their own (270). The callsign keeps the letters actually said, so a wrong or
 * missing letter is still another aircraft; the value before it is read right either way.
 */
export function splitRegistrations(words: string[], tokens: Token[], callsigns: string[]): Token[] {
  const wanted: Wanted[] = callsigns
    .map(registration)
    .map((r) => /^(\d+)[a-z]*$/.exec(r))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ text: m[0], digits: m[1]! }));
  if (wanted.length === 0) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "hold short juliett four one two charlie": a letter said right before the callsign the
    // rubric asks for is a letter of its own (a taxiway), not part of the callsign.
    const prefixed = t.kind === 'callsign' ? wanted.find((w) => ownLetterBefore(t, w)) : undefined;
    if (prefixed) {
      const letters = t.text.length - prefixed.text.length;
      out.push(...tokenize(words.slice(t.start, t.start + letters).join(' ')).tokens.map(shift(t.start)));
      out.push({ text: prefixed.text, kind: 'callsign', start: t.start + letters, end: t.end });
      continue;
    }
    if (t.kind === 'word' && wanted.some((w) => t.text === w.text)) {
      out.push({ ...t, kind: 'callsign' });
      continue;
    }
    let letters = 0;
    while (tokens[i + 1 + letters]?.kind === 'letter') letters++;
    const w = t.kind === 'number' ? wanted.find((x) => endsWithDigits(words, t, x, letters)) : undefined;
    if (!w) {
      out.push(t);
      continue;
    }
    // A number typed or said as one word ("123 alpha bravo", "seven yankee delta") is all callsign.
    const whole = t.start === t.end;
    const from = whole ? t.start : t.end - w.digits.length + 1;
    if (from > t.start)
      out.push(...tokenize(digitWords(words.slice(t.start, from))).tokens.map(shift(t.start)));
    const said = tokens.slice(i + 1, i + 1 + letters);
    const digits = whole
      ? t.text
      : words
          .slice(from, t.end + 1)
          .map(digitOf)
          .join('');
    out.push({
      text: digits + said.map((l) => l.text).join(''),
      kind: 'callsign',
      start: from,
      end: said.length ? said[said.length - 1]!.end : t.end,
    });
    i += letters;
  }
  return out;
}

/** The spoken number's last words are the registration's digits (or as many digits, before letters), one word each. */
function endsWithDigits(words: string[], t: Token, w: Wanted, letters: number): boolean {
  const span = words.slice(t.start, t.end + 1);
  // "seven yankee delta": the whole number is the registration's digits.
  if (t.text === w.digits) return letters > 0;
  if (span.length <= 1 || span.length < w.digits.length) return false;
  if (letters === 0 && (w.digits.length < MIN_BARE_DIGITS || span.length === w.digits.length)) return false;
  const tail = span.slice(-w.digits.length).map((x) => digitOf(x));
  if (tail.join('') === w.digits) return true;
  // Letters right after a longer run: the callsign holds as many digits as the registration,
  // right or wrong ("point eight five five three whiskey x-ray" is 124.85 and N53WX).
  return letters > 0 && span.length > w.digits.length && tail.every((d) => d !== '?');
}

const digitOf = (word: string): string => {
  const clean = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  const spoken = DIGIT_HOMOPHONES[clean] ?? clean;
  return spoken in DIGITS ? String(DIGITS[spoken]) : /^\d$/.test(clean) ? clean : '?';
};

/**
 * The words of a number read again on their own: a homophone that was one of its digits stays a
 * digit ("runway to to three to golf x-ray" is runway 22 and N32GX), since without the word that
 * led the run it would read as "to".
 */
const digitWords = (span: string[]): string =>
  span
    .map((w) => {
      const clean = w.toLowerCase().replace(/[^a-z]/g, '');
      return DIGIT_HOMOPHONES[clean] ?? w;
    })
    .join(' ');

const shift = (by: number) => (t: Token) => ({ ...t, start: t.start + by, end: t.end + by });

/** A callsign token that is a wanted registration led by one or two letters other than its "N". */
function ownLetterBefore(t: Token, w: Wanted): boolean {
  const extra = t.text.length - w.text.length;
  return (
    extra >= 1 &&
    extra <= 2 &&
    t.end - t.start + 1 >= w.text.length + extra &&
    t.text.endsWith(w.text) &&
    /^[a-mo-z]+$/.test(t.text.slice(0, extra))
  );
}
