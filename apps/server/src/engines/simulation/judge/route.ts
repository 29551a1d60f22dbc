import type { Token } from '../../conversation/language/tokenize';
import { PHONETIC } from '../../conversation/language/lexicon';
import { claim, endsGroup, isFree, isInteger, wordAt, type Ctx } from './context';

/** A taxiway name: a phonetic letter, a typed letter, or a letter with a number ("A3", "B12"). */
function taxiwayAt(ctx: Ctx, i: number): { name: string; used: number[] } | null {
  const t = ctx.tokens[i];
  if (!t || !isFree(ctx, i)) return null;
  if (t.kind === 'letter') {
    const n = ctx.tokens[i + 1];
    // "Alpha three" is A3, unless the number is followed by more letters (a callsign).
    const numbered =
      !endsGroup(ctx, t) &&
      isInteger(n) &&
      n.value! <= 9 &&
      isFree(ctx, i + 1) &&
      ctx.tokens[i + 2]?.kind !== 'letter';
    return numbered ? { name: `${t.text}${n.text}`, used: [i, i + 1] } : { name: t.text, used: [i] };
  }
  if ((t.kind === 'word' || t.kind === 'callsign') && /^[a-z]\d{0,2}$/.test(t.text))
    return { name: t.text, used: [i] };
  return null;
}

const ROUTE_SEPARATORS = ['and', 'then', 'taxiway', 'taxiways'];

/** "via Alpha, Charlie", "taxiway Bravo three", "left at Charlie": one element, the route in order ("A C"). */
export function extractTaxiRoutes(ctx: Ctx): void {
  for (let i = 0; i < ctx.tokens.length; i++) {
    // "via Alpha", "taxiway Bravo", and the turn-off "left at Charlie".
    const turnOff = wordAt(ctx, i, 'at', 'on') && wordAt(ctx, i - 1, 'left', 'right');
    if (!isFree(ctx, i) || !(turnOff || wordAt(ctx, i, 'via', 'taxiway', 'taxiways'))) continue;
    const used = [i];
    const names: string[] = [];
    let j = i + 1;
    for (;;) {
      if (wordAt(ctx, j, ...ROUTE_SEPARATORS) && names.length && taxiwayAt(ctx, j + 1)) {
        used.push(j++);
        continue;
      }
      const next = taxiwayAt(ctx, j);
      if (!next) break;
      names.push(next.name.toUpperCase());
      used.push(...next.used);
      j = next.used[next.used.length - 1]! + 1;
    }
    if (names.length === 0) continue;
    claim(ctx, { kind: 'taxiway', value: names.join(' '), tokens: used });
    i = j - 1;
  }
}

/** Capitalised words that are not fixes: abbreviations of the trade. */
const NOT_FIXES = new Set(
  'VFR IFR SVFR ATIS MSL AGL ILS LOC LDA RNAV RNP GPS VOR DME NDB ATC CTAF UNICOM PAN IMC VMC TCAS ADS NOTAM UTC ETA ETE SID STAR FBO AWOS ASOS FSS ARTCC TRACON CAT'.split(
    ' ',
  ),
);

/**
 * Named fixes: the word after "direct" (or "proceed to"), or a fix name written in capitals
 * ("cross SHAKY at five thousand"). Capitals only exist in the author's text, so heard fixes
 * are found after "direct" or by their name.
 */
export function extractFixes(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    if (!isFree(ctx, i) || t.kind !== 'word') return;
    const source = ctx.words[t.start]!.replace(/[^A-Za-z]/g, '');
    const capitals = /^[A-Z]{3,5}$/.test(source) && !NOT_FIXES.has(source) && !(t.text in PHONETIC);
    let cue = -1;
    for (let k = i - 1; k >= Math.max(0, i - 2); k--) if (wordAt(ctx, k, 'direct')) cue = k;
    if (cue < 0 && !capitals) return;
    if (!/^[a-z]{3,}$/.test(t.text) || (cue >= 0 && i - cue === 2 && !wordAt(ctx, cue + 1, 'to'))) return;
    const used = cue >= 0 ? [cue, ...(i - cue === 2 ? [cue + 1] : []), i] : [i];
    claim(ctx, {
      kind: 'fix',
      value: t.text.toUpperCase(),
      tokens: used,
      lead: cue >= 0 ? 'direct' : undefined,
    });
  });
}

/** A taxiway named outside a route: a phonetic letter or "B3" (a lone "a" is an article). */
export const isLetterToken = (t: Token) =>
  t.kind === 'letter' || (t.kind === 'word' && /^[a-z]\d{1,2}$/.test(t.text));
