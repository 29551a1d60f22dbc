import {
  DIGITS,
  DIGIT_HOMOPHONES,
  MULTIPLIERS,
  PHONETIC,
  RUNWAY_SIDES,
  TEENS,
  TENS,
  VALUE_LEAD_WORDS,
} from './lexicon';

/** A lower-case piece of the reply with the index of the source word it came from. */
export type Piece = { text: string; start: number; end: number; boundary?: boolean };

/** Words that precede a tail number spoken without its country prefix ("Cessna 734L"). */
export const AIRCRAFT_TYPES = new Set([
  'cessna',
  'piper',
  'cirrus',
  'beech',
  'beechcraft',
  'mooney',
  'diamond',
  'skyhawk',
  'cherokee',
  'archer',
  'warrior',
  'bonanza',
  'skylane',
  'citation',
  'experimental',
]);

/** Singular units that "a", "an", "half a" or "every" can count: "half an hour" is 0.5 hours. */
const COUNTABLE_UNITS = new Set([
  'hour',
  'year',
  'month',
  'day',
  'week',
  'minute',
  'second',
  'mile',
  'gallon',
  'pound',
  'degree',
]);
const UNIT_PLURALS = new Set([...COUNTABLE_UNITS].map((u) => `${u}s`));
const UNIT_QUALIFIERS = new Set(['calendar', 'nautical', 'statute']);

/**
 * How many digits a value introduced by this word has at most: a homophone that would make the
 * run longer ("heading two seven zero to intercept") is the preposition, not a digit.
 */
export function maxDigits(lead: string): number {
  if (lead === 'runway') return 2;
  if (lead === 'heading' || lead === 'point' || lead === 'decimal') return 3;
  if (lead === 'squawk' || lead === 'squawking' || lead === 'code' || lead === 'altimeter') return 4;
  return 6;
}

const isDigit = (t: string | undefined) => t !== undefined && t in DIGITS;
const isLead = (t: string | undefined) =>
  t !== undefined && (VALUE_LEAD_WORDS.has(t) || AIRCRAFT_TYPES.has(t));

/** The word that introduced the run of digits ending at `i` (inclusive), and the run's length. */
function runBefore(pieces: Piece[], i: number): { lead: string | undefined; length: number } {
  let j = i;
  while (j >= 0 && isDigit(pieces[j]!.text) && !(j < i && pieces[j]!.boundary)) j--;
  return { lead: pieces[j]?.text, length: i - j };
}

/**
 * "to", "too", "for", "fore" become digits only where a value is being spoken: right after a
 * word that introduces a value ("runway to to", "squawk for six five two"), inside or at the end
 * of such a run ("november one to three alpha bravo"), or before "thousand"/"hundred"
 * ("for thousand five hundred"). Elsewhere they stay words ("climb to four thousand",
 * "switch to one two one point five", "a course of zero to one seven nine").
 */
function digitHomophones(pieces: Piece[]): Piece[] {
  const out = pieces.map((p) => ({ ...p }));
  for (let i = 0; i < out.length; i++) {
    const digit = DIGIT_HOMOPHONES[out[i]!.text];
    if (!digit) continue;
    const prev = i > 0 && !out[i - 1]!.boundary ? out[i - 1]!.text : undefined;
    const next = out[i]!.boundary ? undefined : out[i + 1]?.text;
    const nextIsDigit = isDigit(next) || (next !== undefined && next in DIGIT_HOMOPHONES);
    // "for thousand five hundred", and at the start of a clause ("…, to thousand horizontal").
    let convert = next !== undefined && next in MULTIPLIERS && !isDigit(prev);
    if (!convert && isLead(prev) && (nextIsDigit || (next !== undefined && next in MULTIPLIERS)))
      convert = !(prev === 'runway' && next !== undefined && next in MULTIPLIERS);
    if (!convert && isDigit(prev)) {
      const run = runBefore(out, i - 1);
      // A frequency's decimals end before a trailing "for": "point eight five for Jacksonville".
      const endsDecimals = (run.lead === 'point' || run.lead === 'decimal') && !nextIsDigit;
      if (isLead(run.lead) && run.length + 1 <= maxDigits(run.lead!) && !endsDecimals) convert = true;
    }
    // "won to zero zero": a run with a recogniser's digit homophone ("won", "ate") is a value read
    // digit by digit, so a homophone between its digits is one of them. ICAO forms are not
    // enough: "tree for three" explains them.
    if (!convert && isDigit(prev) && nextIsDigit) {
      const run = runBefore(out, i - 1);
      const digits = out.slice(i - run.length, i);
      if (run.length + 1 <= 6 && digits.some((p) => DIGIT_ONLY_FORMS.has(p.text))) convert = true;
    }
    // "three to golf x-ray", "one to four point eight five": a run of digits that goes on to a
    // phonetic letter (a registration) or to "point" (a frequency) is a value read digit by digit.
    if (!convert && isDigit(prev) && runReachesValueEnd(out, i + 1)) convert = true;
    // "cross to seven right": a homophone and one digit before a runway's side are a runway,
    // unless a verb of movement makes it the preposition ("taxi to one left" is runway 1L).
    const sideAfter = out[i + 2]?.text;
    if (
      !convert &&
      !isDigit(prev) &&
      !MOVING_TO.has(prev ?? '') &&
      nextIsDigit &&
      !out[i + 1]!.boundary &&
      sideAfter !== undefined &&
      sideAfter in RUNWAY_SIDES
    )
      convert = true;
    // "report to mile final": a count before a singular unit, never the preposition.
    if (
      !convert &&
      !isDigit(prev) &&
      out[i]!.text !== 'for' &&
      next !== undefined &&
      COUNTABLE_UNITS.has(next)
    )
      convert = true;
    // "twenty for calendar months": after a tens word and before a unit, the digit of the number.
    // A unit's qualifier goes with it: "calendar months", "nautical miles", "statute miles".
    const unitNext = isUnitWord(next) || (UNIT_QUALIFIERS.has(next ?? '') && isUnitWord(out[i + 2]?.text));
    if (!convert && prev !== undefined && prev in TENS && unitNext) convert = true;
    // "within for miles", "plus or minus for degrees", "within for nautical miles": a homophone
    // right before a unit.
    if (!convert && prev !== undefined && !isDigit(prev) && unitNext && out[i]!.text === 'for')
      convert = true;
    // "point zero for": the decimals so far are zeros, so the homophone is their digit.
    if (!convert && isDigit(prev)) {
      const run = runBefore(out, i - 1);
      const zeros = out.slice(i - run.length, i).every((p) => p.text === 'zero' || p.text === 'oh');
      if ((run.lead === 'point' || run.lead === 'decimal') && zeros) convert = true;
    }
    if (convert) out[i]!.text = digit;
  }
  return out;
}

/**
 * Whether the digits (or digit homophones) from `k` run on, within one clause, to a phonetic
 * letter or to "point"/"decimal": the end of a registration or the decimal point of a frequency.
 */
function runReachesValueEnd(pieces: Piece[], k: number): boolean {
  let j = k;
  while (j < pieces.length && (isDigit(pieces[j]!.text) || pieces[j]!.text in DIGIT_HOMOPHONES)) {
    if (pieces[j]!.boundary) return false;
    j++;
  }
  const end = pieces[j]?.text;
  return end !== undefined && (end in PHONETIC || end === 'point' || end === 'decimal');
}

/** Verbs whose "to" leads where one goes: "taxi to one left", "turn to two right". */
const MOVING_TO = new Set(['taxi', 'taxiing', 'turn', 'turning', 'proceed', 'continue', 'go', 'back']);

/** Recogniser homophones that are only ever a digit in an answer. */
const DIGIT_ONLY_FORMS = new Set(['won', 'wun', 'ate']);

/** A unit a number counts, singular or plural ("miles", "months", "hour"). */
const isUnitWord = (t: string | undefined) =>
  t !== undefined && (COUNTABLE_UNITS.has(t) || UNIT_PLURALS.has(t));

/**
 * Quantities said in words become numbers, so that they compare with the rubric's figures:
 * "half an hour" → 0.5 hour, "an hour" → 1 hour, "every year" → every 1 year,
 * "seven and a half" → 7.5, "three quarters of an hour" → 0.75 hour, "half" → 0.5, "four
 * hundredths" → 0.04.
 */
function quantities(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  const unitAt = (k: number) => {
    const t = pieces[k]?.text;
    return t !== undefined && (COUNTABLE_UNITS.has(t) || UNIT_PLURALS.has(t));
  };
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const t = p.text;
    const next = pieces[i + 1]?.text;
    const prev = out[out.length - 1]?.text;
    if (t === 'and' && next === 'a' && pieces[i + 2]?.text === 'half' && isDigitOrNumber(prev)) {
      out.push({ ...p, text: 'point' }, { ...pieces[i + 2]!, text: 'five' });
      i += 2;
      continue;
    }
    if (t === 'three' && (next === 'quarters' || next === 'quarter')) {
      const skip = pieces[i + 2]?.text === 'of' && /^an?$/.test(pieces[i + 3]?.text ?? '') ? 3 : 1;
      out.push({ ...p, text: '0.75', end: pieces[i + skip]!.end });
      i += skip;
      continue;
    }
    // "four hundredths", "five tenths": a digit said as a decimal fraction ("under four hundredths"
    // is below 0.04).
    const places = next === undefined ? undefined : DECIMAL_PLACES[next];
    if (isDigit(t) && places !== undefined && !isDigitOrNumber(prev)) {
      const zeros = Array.from({ length: places - 1 }, () => ({ ...p, text: 'zero' }));
      out.push({ ...p, text: 'point' }, ...zeros, { ...p, end: pieces[i + 1]!.end });
      i += 1;
      continue;
    }
    if (t === 'half') {
      // "half a mile", "half an hour", "a half mile": the article belongs to "half".
      if (prev === 'a' && out.length) out.pop();
      const skip = /^an?$/.test(next ?? '') && unitAt(i + 2) ? 1 : 0;
      out.push({ ...p, text: '0.5', end: pieces[i + skip]!.end });
      i += skip;
      continue;
    }
    if (/^an?$/.test(t) && unitAt(i + 1) && !isDigitOrNumber(prev) && !(prev && UNIT_LIKE.test(prev))) {
      out.push({ ...p, text: 'one' });
      continue;
    }
    // "annual", "yearly": every one year (an annual inspection is due every 12 calendar months),
    // "biennially" every two.
    // Unless the reply gives the period itself right after ("the annual every 24 calendar months").
    const periodFollows = pieces
      .slice(i + 1, i + 5)
      .some((x) => isDigitOrNumber(x.text) || x.text in TENS || x.text in TEENS);
    const period = PERIOD_ADVERBS[t];
    if (period && !periodFollows) {
      out.push(p, { ...p, text: 'every' }, { ...p, text: period[0] }, { ...p, text: period[1] });
      continue;
    }
    out.push(p);
    if ((t === 'every' || t === 'each' || t === 'once') && next && COUNTABLE_UNITS.has(next))
      out.push({ ...p, text: 'one' });
  }
  return out;
}
/**
 * Words that give a period by themselves: "annual" is every one year, "biennial" every two,
 * "monthly" every one month (docs/product/assessor.md, "Equivalent forms").
 */
const PERIOD_ADVERBS: Record<string, [string, string]> = {
  annual: ['one', 'year'],
  annually: ['one', 'year'],
  yearly: ['one', 'year'],
  biennial: ['two', 'years'],
  biennially: ['two', 'years'],
  monthly: ['one', 'month'],
  weekly: ['one', 'week'],
  daily: ['one', 'day'],
  hourly: ['one', 'hour'],
};
/** Decimal fractions by the place of their digit. */
const DECIMAL_PLACES: Record<string, number> = { tenths: 1, tenth: 1, hundredths: 2, hundredth: 2 };
const UNIT_LIKE = /^(lbs?|pounds?|feet|ft|knots|kts|miles|percent|gallons?)$/;
const isDigitOrNumber = (t: string | undefined) => t !== undefined && (isDigit(t) || /^\d+(\.\d+)?$/.test(t));

/** Rewrites spoken forms of values before numbers are assembled (see the two steps above). */
export function normaliseSpokenForms(pieces: Piece[]): Piece[] {
  return quantities(digitHomophones(foldRepeats(pieces)));
}

/** How many times a word must be said in a row to count as said that many times. */
const MIN_REPEATS = 3;

/**
 * A call said several times in a row is that call so many times: "mayday mayday mayday" is
 * "mayday 3 times", as a rubric writes it ('"Mayday" three times'). Digits, letters and short
 * or filler words are never folded ("zero zero", "the the the").
 */
export function foldRepeats(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    let j = i + 1;
    while (j < pieces.length && pieces[j]!.text === p.text) j++;
    const count = j - i;
    if (count >= MIN_REPEATS && foldable(p.text)) {
      const last = pieces[j - 1]!;
      out.push(
        { ...p, end: last.end, boundary: false },
        { text: String(count), start: last.start, end: last.end },
        { text: 'times', start: last.start, end: last.end, boundary: last.boundary },
      );
      i = j - 1;
    } else out.push(p);
  }
  return out;
}
const foldable = (t: string) =>
  /^[a-z]{4,}$/.test(t) &&
  !(t in DIGITS) &&
  !(t in PHONETIC) &&
  !(t in MULTIPLIERS) &&
  !(t in TEENS) &&
  !(t in TENS);

/**
 * A single typed letter in a route ("via A", "K and G", "taxi C F", "hold short of J") is a
 * taxiway letter, not a word; after "taxi" or "short of", not the article "a" nor "i".
 */
export function isRouteLetterContext(
  prev: string | undefined,
  prevPrevIsLetter: boolean,
  letter?: string,
  prevPrev?: string,
): boolean {
  if (prev === 'taxi' || (prev === 'of' && prevPrev === 'short')) return letter !== 'a' && letter !== 'i';
  return prev === 'via' || prev === 'taxiway' || prev === 'taxiways' || (prev === 'and' && prevPrevIsLetter);
}

export const isPhoneticWord = (t: string) => t in PHONETIC;
