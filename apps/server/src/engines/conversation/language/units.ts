import type { Token } from './tokenize';

/**
 * Units a value can be given in, by dimension, with the factor to the dimension's base unit.
 * Only exact equivalences: 2 years = 24 months, 48 hours = 2 days, 50 percent = 0.5. Days and
 * months are not converted (90 days is not 3 months), nor statute and nautical miles.
 */
const UNITS: Record<string, { dim: string; factor: number }> = {
  months: { dim: 'calendar', factor: 1 },
  years: { dim: 'calendar', factor: 12 },
  seconds: { dim: 'clock', factor: 1 / 60 },
  minutes: { dim: 'clock', factor: 1 },
  hours: { dim: 'clock', factor: 60 },
  days: { dim: 'clock', factor: 1440 },
  weeks: { dim: 'clock', factor: 10080 },
  percent: { dim: 'fraction', factor: 0.01 },
};
/** Words that may stand between a number and its unit ("24 calendar months"). */
const UNIT_ADJECTIVES = new Set(['calendar', 'cumulative', 'full', 'more']);

export type Measure = { dim: string; value: number; unit: string };

/** The number at `index` in its unit's base ("2 years" → 24 calendar months), or null without a known unit. */
export function measureAt(tokens: Token[], index: number): Measure | null {
  const t = tokens[index];
  if (t?.kind !== 'number' || t.value === undefined) return null;
  for (let i = index + 1; i <= index + 2 && i < tokens.length; i++) {
    const w = tokens[i]!;
    if (w.kind !== 'word') return null;
    const unit = UNITS[w.text] ?? UNITS[`${w.text}s`];
    if (unit) return { dim: unit.dim, value: t.value * unit.factor, unit: w.text };
    if (!UNIT_ADJECTIVES.has(w.text)) return null;
  }
  return null;
}

/**
 * Whether two quantities are the same: in the same dimension, equal in its base unit; a bare
 * fraction equals a percentage ("0.5 of its life" = "50 percent"). Null when units do not
 * decide (no unit on either side): the caller compares the plain numbers.
 */
export function sameMeasure(
  want: Measure | null,
  got: Measure | null,
  wantValue: number,
  gotValue: number,
): boolean | null {
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a));
  if (want && got) return want.dim === got.dim ? close(want.value, got.value) : false;
  if (want?.dim === 'fraction' && !got && gotValue <= 1) return close(want.value, gotValue);
  if (got?.dim === 'fraction' && !want && wantValue <= 1) return close(got.value, wantValue);
  return null;
}

/** The number at `index` in degrees Celsius when its unit says the scale, else null. */
export function celsiusAt(tokens: Token[], index: number): number | null {
  const v = tokens[index]?.value;
  if (v === undefined) return null;
  for (let i = index + 1; i <= index + 2 && i < tokens.length; i++) {
    const w = tokens[i]!.text;
    // "degrees C" / "degrees F": the letter names the scale only after "degrees".
    const after = tokens[i - 1]?.text === 'degrees';
    if (w === 'celsius' || (after && w === 'c')) return v;
    if (w === 'fahrenheit' || (after && w === 'f')) return ((v - 32) * 5) / 9;
    if (w !== 'degrees') return null;
  }
  return null;
}

const UNIT_FAMILY: Record<string, string> = { celsius: 'degree', fahrenheit: 'degree' };

/** The unit a number is given in: the first unit word right after it ("15 knots" → knots). */
export function unitAfter(tokens: Token[], index: number): string | null {
  for (let i = index + 1; i <= index + 2 && i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'word' && isUnit(t.text)) return UNIT_FAMILY[t.text] ?? t.text.replace(/s$/, '');
    if (t.kind !== 'word') return null;
  }
  return null;
}
export const UNIT_WORDS = new Set([
  'g',
  'gs',
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
export const isUnit = (w: string) => UNIT_WORDS.has(w) || UNIT_WORDS.has(`${w}s`);
