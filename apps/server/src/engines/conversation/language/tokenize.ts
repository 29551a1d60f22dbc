import {
  BIGRAMS,
  CANONICAL,
  DECIMAL_WORDS,
  DIGITS,
  MULTIPLIERS,
  PHONETIC,
  TEENS,
  TENS,
  PHRASES,
  TRIGRAMS,
  VALUE_LEAD_WORDS,
} from './lexicon';
import { assembleCompounds } from './compound-tokens';
import { maxDigits, normaliseSpokenForms, type Piece } from './spoken-forms';
import {
  digitsEndBeforeThousands,
  isDigitWord,
  isNumberWord,
  parseInteger,
  thousandsAndAHalf,
} from './spoken-numbers';

/**
 * A normalised token with the span of source words it came from, so evidence can be quoted
 * from what the learner actually said.
 */
export type Token = {
  text: string;
  kind: 'word' | 'number' | 'letter' | 'callsign' | 'runway';
  /** Numeric value for numbers (frequencies keep their decimals). */
  value?: number;
  start: number;
  end: number;
};

/** Splits into lower-case pieces, keeping decimals ("124.35"), folding "4,500" and "x-ray". */
function split(text: string): { words: string[]; pieces: Piece[] } {
  const words = text.split(/\s+/).filter(Boolean);
  const pieces: Piece[] = [];
  words.forEach((word, i) => {
    const cleaned = word
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      // "I'm", "you're": the phrases a learner says (concepts.ts) are read with "am" and "are".
      .replace(/^i'm(?=[,;:.]?$)/, 'i am')
      .replace(/^(you|we|they)'re(?=[,;:.]?$)/, '$1 are')
      .replace(/(\d),(\d{3})/g, '$1$2')
      .replace(/^x-ray$/, 'xray')
      // Chemical symbols said or typed for the gases an answer names.
      .replace(/^co2(?=[,;:.]?$)/, 'carbon dioxide')
      .replace(/^co(?=[,;:.]?$)/, 'carbon monoxide')
      .replace(/^(\d+(?:\.\d+)?)%$/, '$1 percent')
      // "1/2 mile": the fractions an answer uses, as decimals (never "18/09", a METAR's temperatures).
      .replace(/^1\/2$/, '0.5')
      .replace(/^1\/4$/, '0.25')
      .replace(/^3\/4$/, '0.75')
      .replace(/°c(?=[,;:.)]*$)/, ' celsius')
      .replace(/°f(?=[,;:.)]*$)/, ' fahrenheit')
      // A tolerance typed with its signs: "±4°" is plus or minus 4 degrees.
      .replace(/^±/, 'plus or minus ')
      .replace(/(\d)°(?=[,;:.)]*$)/, '$1 degrees')
      // Thousands typed as "k" where an altitude is said: "below 10k", "18k msl" (not "27K", a callsign).
      .replace(/^(\d{1,2}(?:\.\d)?)k(?=[,;:.]?$)/, (k, n: string) =>
        altitudeAt(words, i) ? String(Math.round(Number(n) * 1000)) : k,
      )
      // A unit typed against its number: "2g", "10sm", "500ft".
      .replace(/^(\d+(?:\.\d+)?)(gs?|sm|nm|ft|kts?)(?=[,;:.]?$)/, '$1 $2')
      .replace(/n't\b/g, 'nt')
      .replace(/'s\b/g, '');
    const before = pieces.length;
    for (const part of cleaned.split(/[^a-z0-9.%']+|(?<!\d)\.|\.(?!\d)|'/)) {
      if (part) pieces.push({ text: part, start: i, end: i });
    }
    // A sign between numbers ("× 1,000 = −200") ends the number before it.
    if (pieces.length === before && pieces.length > 0 && /[=×x*÷+−–-]/.test(cleaned))
      pieces[pieces.length - 1]!.boundary = true;
    if (/^[=×÷−–]/.test(cleaned) && pieces.length > before && before > 0) pieces[before - 1]!.boundary = true;
    // A comma or full stop ends a spoken number: "one two zero, one two one" is two numbers.
    const last = pieces[pieces.length - 1];
    if (last && last.start === i && /[,;:!?]$|[^\d]\.$/.test(word)) last.boundary = true;
  });
  return { words, pieces: normaliseSpokenForms(foldBigrams(pieces)) };
}

/** The longest phrase of PHRASES (three to six words) starting at `i`, within one clause. */
function phraseAt(pieces: Piece[], i: number): { text: string; length: number } | undefined {
  for (const length of [6, 5, 4, 3]) {
    const run = pieces.slice(i, i + length);
    if (run.length < length || run.slice(0, -1).some((p) => p.boundary)) continue;
    const text = PHRASES[run.map((p) => p.text).join(' ')];
    if (text) return { text, length };
  }
  return undefined;
}

function foldBigrams(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const long = phraseAt(pieces, i);
    if (long) {
      const last = pieces[i + long.length - 1]!;
      out.push({ text: long.text, start: p.start, end: last.end, boundary: last.boundary });
      i += long.length - 1;
      continue;
    }
    const next = pieces[i + 1];
    const third = pieces[i + 2];
    const phrase =
      next && third && !p.boundary && !next.boundary
        ? TRIGRAMS[`${p.text} ${next.text} ${third.text}`]
        : undefined;
    if (phrase) {
      out.push({ text: phrase, start: p.start, end: third!.end, boundary: third!.boundary });
      i += 2;
      continue;
    }
    const joined = next && !p.boundary ? BIGRAMS[`${p.text} ${next.text}`] : undefined;
    // "class b" / "class bravo" names an airspace: one word, so "class d" can contradict it.
    const airspace =
      p.text === 'class' && next && /^[a-g]$|^(alpha|bravo|charlie|delta|echo|golf)$/.test(next.text);
    if (joined || airspace) {
      const letter = airspace ? next!.text[0] : '';
      out.push({
        text: joined ?? `class${letter}`,
        start: p.start,
        end: next!.end,
        boundary: next!.boundary,
      });
      i++;
    } else out.push(p);
  }
  return out;
}

export { parseInteger } from './spoken-numbers';

const BARE_MULTIPLIER_AFTER = new Set(['and', 'or', 'below', 'above', 'over', 'under', 'then']);
/** Units a bare "hundred" or "thousand" after "the" counts: "the hundred hours". */
const BARE_MULTIPLIER_UNITS = new Set(['hour', 'hours', 'feet', 'foot', 'ft']);

/** A run that has said its thousands and then its hundreds ("four thousand five hundred") is whole. */
const completeThousands = (parts: string[]) => {
  const k = parts.indexOf('thousand');
  return k >= 0 && parts.indexOf('hundred', k) > k;
};

/** Whether another "thousand" or "hundred" follows within the next few words of the run. */
function thousandAhead(pieces: Piece[], j: number): boolean {
  for (let k = j; k < pieces.length && k <= j + 3; k++) {
    if (pieces[k]!.text in MULTIPLIERS) return k > j;
    if (!isNumberWord(pieces[k]!.text) || pieces[k]!.boundary) return false;
  }
  return false;
}

/** Collects runs of number words into number tokens ("one two four decimal three five" → 124.35). */
function assembleNumbers(pieces: Piece[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    // "a thousand", "a hundred": the article stands for one.
    if (p.text === 'a' && (pieces[i + 1]?.text === 'thousand' || pieces[i + 1]?.text === 'hundred')) {
      pieces[i] = { ...p, text: 'one' };
      i--;
      continue;
    }
    // "five hundred below, thousand above": a bare "thousand" after a list word is one
    // thousand ("even thousand plus five hundred" is a kind of altitude, not 1,000).
    // "overfly the hundred hours": after "the", a bare multiplier that counts a unit is one too.
    const countsUnit = pieces[i - 1]?.text === 'the' && BARE_MULTIPLIER_UNITS.has(pieces[i + 1]?.text ?? '');
    if (
      (p.text === 'thousand' || p.text === 'hundred') &&
      (i === 0 || pieces[i - 1]!.boundary || BARE_MULTIPLIER_AFTER.has(pieces[i - 1]!.text) || countsUnit)
    ) {
      pieces.splice(i, 0, { ...p, text: 'one' });
      i--;
      continue;
    }
    // "point zero four" (a blood alcohol limit) is 0.04.
    const leadingDecimal = DECIMAL_WORDS.has(p.text) && isDigitWord(pieces[i + 1]?.text ?? '');
    const startsRun =
      leadingDecimal ||
      (isNumberWord(p.text) && !(p.text === 'oh' && !isNumberWord(pieces[i + 1]?.text ?? '')));
    if (!startsRun || p.text in MULTIPLIERS) {
      out.push({ text: p.text, kind: 'word', start: p.start, end: p.end });
      continue;
    }
    let j = leadingDecimal ? i + 1 : i;
    const intParts: string[] = leadingDecimal ? ['0'] : [];
    const fracParts: string[] = [];
    let inFraction = leadingDecimal;
    while (j < pieces.length) {
      if (j > i && pieces[j - 1]!.boundary) break;
      const t = pieces[j]!.text;
      if (
        !inFraction &&
        DECIMAL_WORDS.has(t) &&
        j + 1 < pieces.length &&
        isDigitWord(pieces[j + 1]!.text) &&
        intParts.length
      ) {
        inFraction = true;
      } else if (inFraction && (isDigitWord(t) || /^\d+$/.test(t))) {
        fracParts.push(t);
      } else if (!inFraction && digitsEndBeforeThousands(pieces, i, j, intParts)) {
        // "heading one eight zero five thousand five hundred": the heading's three digits, then an altitude.
        break;
      } else if (
        !inFraction &&
        t in TENS &&
        intParts.length === 1 &&
        intParts[0]! in TENS &&
        !VALUE_LEAD_WORDS.has(pieces[i - 1]?.text ?? '')
      ) {
        // "under forty sixty calendar months": two round tens are two numbers (an altimeter's
        // "thirty twenty" keeps its lead word).
        break;
      } else if (!inFraction && typedNumbersApart(intParts, t, pieces[i - 1]?.text)) {
        // "under 40 60 months", "over 40 24 months", "under 40 five years": two numbers.
        break;
      } else if (!inFraction && completeThousands(intParts) && thousandAhead(pieces, j)) {
        // "four thousand five hundred one two thousand five hundred", "twelve thousand five
        // hundred two hundred": two numbers.
        break;
      } else if (
        !inFraction &&
        t in TEENS &&
        intParts.length === 2 &&
        intParts[0]! in TENS &&
        intParts[1]! in DIGITS &&
        // "squawk twenty four seventeen" is one code: a four-digit value said in pairs.
        maxDigits(pieces[i - 1]?.text ?? '') !== 4
      ) {
        // "gusting twenty five ten miles": a teen after "twenty five" starts a new number ("thirty twelve" does not).
        break;
      } else if (
        !inFraction &&
        (isNumberWord(t) ||
          (t === 'and' &&
            pieces[j + 1] &&
            isNumberWord(pieces[j + 1]!.text) &&
            // "two hundred and fifty" is one number; "ten thousand and two hundred knots" is two.
            !((pieces[j + 2]?.text ?? '') in MULTIPLIERS) &&
            intParts.some((x) => x in MULTIPLIERS)))
      ) {
        if (t !== 'and') intParts.push(t);
      } else break;
      j++;
    }
    const integer =
      intParts.length === 1 && /^\d+(\.\d+)?$/.test(intParts[0]!)
        ? intParts[0]!
        : (thousandsAndAHalf(intParts) ?? parseInteger(intParts));
    if (integer === null) {
      out.push({ text: p.text, kind: 'word', start: p.start, end: p.end });
      continue;
    }
    const fraction = fracParts.map((f) => (f in DIGITS ? String(DIGITS[f]) : f)).join('');
    const text = fraction ? `${integer}.${fraction}` : integer;
    out.push({ text, kind: 'number', value: Number(text), start: p.start, end: pieces[j - 1]!.end });
    i = j - 1;
  }
  return out;
}

/**
 * A number typed in digits is whole: a second number after it (typed, or a digit word) is another
 * number, unless a value word leads the run ("squawk 46 52", "approach 124 85") or the second is
 * a group of three digits ("10 000"). Multipliers still apply ("10 thousand").
 */
function typedNumbersApart(intParts: string[], next: string, lead: string | undefined): boolean {
  const last = intParts[intParts.length - 1];
  if (last === undefined || next in MULTIPLIERS || VALUE_LEAD_WORDS.has(lead ?? '')) return false;
  if (/^\d{3}$/.test(next) && /^\d{1,3}$/.test(last)) return false;
  return /^\d{2,}$/.test(last) || (/^\d{2,}$/.test(next) && intParts.length > 0);
}

function classify(p: Piece): Piece & { kind: Token['kind'] } {
  if (p.text in PHONETIC) return { ...p, text: PHONETIC[p.text]!, kind: 'letter' };
  if (/^\d+[lrc]$/.test(p.text) && Number.parseInt(p.text, 10) <= 36)
    return { ...p, kind: 'runway', text: `${Number.parseInt(p.text, 10)}${p.text.slice(-1)}` };
  if (/^fl\d{2,3}$/.test(p.text)) return { ...p, kind: 'callsign' };
  if (/^[a-z]+\d+[a-z0-9]*$/.test(p.text) && /\d/.test(p.text) && p.text.length >= 3)
    return { ...p, kind: 'callsign' };
  return { ...p, text: CANONICAL[p.text] ?? p.text, kind: 'word' };
}

/** Normalises speech or text into comparable tokens (numbers as digits, ICAO words folded). */
/** Words that lead an altitude or follow one: "below 10k", "at 18k", "18k msl". */
const ALTITUDE_LEADS = new Set(['below', 'above', 'under', 'over', 'at', 'to', 'from', 'beneath', 'than']);
const ALTITUDE_TAILS = new Set(['msl', 'agl', 'feet', 'ft']);
const plainWord = (w: string | undefined) => (w ?? '').toLowerCase().replace(/[^a-z]/g, '');
function altitudeAt(words: string[], i: number): boolean {
  return ALTITUDE_LEADS.has(plainWord(words[i - 1])) || ALTITUDE_TAILS.has(plainWord(words[i + 1]));
}

export function tokenize(text: string): { words: string[]; tokens: Token[] } {
  const { words, pieces } = split(text);
  const classified = pieces.map(classify);
  // Numbers are assembled over plain words only; letters and compounds pass through.
  const tokens: Token[] = [];
  let run: Piece[] = [];
  const flush = () => {
    tokens.push(...assembleNumbers(run));
    run = [];
  };
  for (const c of classified) {
    if (c.kind === 'word') run.push(c);
    else {
      flush();
      tokens.push({ text: c.text, kind: c.kind, start: c.start, end: c.end });
    }
  }
  flush();
  return { words, tokens: assembleCompounds(tokens) };
}
