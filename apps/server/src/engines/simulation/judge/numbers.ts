import type { Token } from '../../conversation/language/tokenize';
import { claim, isFree, isInteger, sourceOf, wordAt, type Ctx } from './context';

/** 2992 or 29.92 → "29.92" when it can be an altimeter setting in inches. */
function inches(t: Token | undefined): string | null {
  if (!t || t.kind !== 'number') return null;
  const v = Number.isInteger(t.value) && t.text.length === 4 ? t.value! / 100 : t.value!;
  return v >= 27.9 && v <= 31.1 && /^\d{4}$|^\d\d\.\d\d?$/.test(t.text) ? v.toFixed(2) : null;
}

const spokenDigitByDigit = (ctx: Ctx, t: Token) =>
  !sourceOf(ctx, t).some((w) => w === 'thousand' || w === 'hundred');

/** "altimeter two niner niner two", and a bare setting read back on its own ("two niner niner two"). */
export function extractAltimeters(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    if (!isFree(ctx, i)) return;
    if (wordAt(ctx, i, 'altimeter') && isFree(ctx, i + 1) && inches(ctx.tokens[i + 1])) {
      claim(ctx, { kind: 'altimeter', value: inches(ctx.tokens[i + 1])!, tokens: [i, i + 1] });
      return;
    }
    if (t.kind === 'number' && inches(t) && spokenDigitByDigit(ctx, t) && !wordAt(ctx, i - 1, 'at')) {
      claim(ctx, { kind: 'altimeter', value: inches(t)!, tokens: [i] });
    }
  });
}

/** "118.0", "124.35", "121.725". */
const megahertz = (v: number) => (Number.isInteger(v) ? v.toFixed(1) : String(v));

const FREQUENCY_CUES = ['contact', 'frequency', 'monitor', 'on'];

/** "one two four point three five" or "124.35"; after "contact" a dropped point ("one two four three five"). */
export function extractFrequencies(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    if (!isFree(ctx, i) || t.kind !== 'number') return;
    if (t.text.includes('.') && t.value! >= 108 && t.value! < 137) {
      claim(ctx, { kind: 'frequency', value: megahertz(t.value!), tokens: [i] });
      return;
    }
    const cued = [1, 2, 3].some((k) => wordAt(ctx, i - k, ...FREQUENCY_CUES));
    const mhz = Number(`${t.text.slice(0, 3)}.${t.text.slice(3)}`);
    if (cued && /^\d{5,6}$/.test(t.text) && mhz >= 108 && mhz < 137) {
      claim(ctx, { kind: 'frequency', value: megahertz(mhz), tokens: [i] });
    }
  });
}

const ALTITUDE_CUES = [
  'climb',
  'descend',
  'maintain',
  'altitude',
  'at',
  'level',
  'leaving',
  'passing',
  'cross',
];
const NOT_ALTITUDE = ['miles', 'knots', 'degrees', 'oclock', 'nautical', 'statute', 'minutes', 'percent'];

/** The words that introduced an altitude, kept for the correction ("climb and maintain", "expect"). */
function leadOf(ctx: Ctx, i: number): string | undefined {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (ctx.tokens[k]?.kind !== 'word') return undefined;
    if (wordAt(ctx, k, 'expect')) return 'expect';
    if (wordAt(ctx, k, 'climb')) return 'climb and maintain';
    if (wordAt(ctx, k, 'descend')) return 'descend and maintain';
    if (wordAt(ctx, k, 'maintain')) {
      if (wordAt(ctx, k - 2, 'climb')) return 'climb and maintain';
      if (wordAt(ctx, k - 2, 'descend')) return 'descend and maintain';
      return 'maintain';
    }
  }
  return undefined;
}

/**
 * Flight levels, and numbers that are altitudes: said with "thousand"/"hundred", followed by
 * "feet", or introduced by climb/descend/maintain/at. Distances and speeds are left alone.
 */
export function extractAltitudes(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    if (!isFree(ctx, i)) return;
    if (t.kind === 'callsign' && /^fl\d{2,3}$/.test(t.text)) {
      claim(ctx, {
        kind: 'altitude',
        value: `FL${t.text.slice(2).padStart(3, '0')}`,
        tokens: [i],
        lead: leadOf(ctx, i),
      });
      return;
    }
    if (!isInteger(t) || t.value! < 100 || t.value! > 60000 || t.value! % 100 !== 0) return;
    const after = ctx.tokens[i + 1];
    if (after?.kind === 'word' && NOT_ALTITUDE.includes(after.text)) return;
    const spokenAsAltitude = !spokenDigitByDigit(ctx, t);
    const feet = wordAt(ctx, i + 1, 'feet');
    const cued = [1, 2, 3].some((k) => wordAt(ctx, i - k, ...ALTITUDE_CUES));
    if (!spokenAsAltitude && !feet && !cued) return;
    const used = feet ? [i, i + 1] : [i];
    claim(ctx, { kind: 'altitude', value: String(t.value), tokens: used, lead: leadOf(ctx, i) });
  });
}
