import type { Token } from '../../conversation/language/tokenize';
import { claim, endsGroup, isFree, isInteger, type Ctx } from './context';

/** Words that begin a callsign: aircraft makes and models, and a few airline telephonies. */
const CALLSIGN_PREFIXES = new Set([
  'cessna',
  'piper',
  'cirrus',
  'beech',
  'beechcraft',
  'mooney',
  'diamond',
  'skyhawk',
  'skylane',
  'cherokee',
  'archer',
  'warrior',
  'arrow',
  'saratoga',
  'seneca',
  'seminole',
  'bonanza',
  'baron',
  'cardinal',
  'centurion',
  'citation',
  'cub',
  'husky',
  'tecnam',
  'experimental',
  'helicopter',
  'learjet',
  'gulfstream',
  'american',
  'united',
  'southwest',
  'jetblue',
  'alaska',
  'frontier',
  'spirit',
  'skywest',
  'speedbird',
  'lifeguard',
  'medevac',
]);

/** A piece of a registration: a digit group, a phonetic letter, or a typed "3AB". */
const isIdPiece = (t: Token) =>
  (t.kind === 'number' && Number.isInteger(t.value)) ||
  t.kind === 'letter' ||
  (t.kind === 'callsign' && !/^fl\d/.test(t.text)) ||
  (t.kind === 'word' && /^\d[a-z0-9]*$/.test(t.text));

/** Canonical value: "N12345" for a registration, "Cessna 345" for a make and an id. */
export const callsignValue = (prefix: string, id: string) =>
  prefix === '' ? id.toUpperCase() : `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${id.toUpperCase()}`;

/** The id part of a callsign value, without the make or the N of a US registration. */
export function callsignId(value: string): { id: string; prefixed: boolean } {
  const parts = value.toLowerCase().split(' ');
  const last = parts[parts.length - 1]!;
  if (parts.length > 1) return { id: last, prefixed: true };
  if (/^n\d/.test(last)) return { id: last.slice(1), prefixed: true };
  return { id: last, prefixed: false };
}

/**
 * docs/product/simulation-judge.md (callsign): the full callsign, or the abbreviated form a
 * controller allows (make or N plus the last three characters, or those three characters when
 * they hold a letter: "Three Alpha Bravo"). Digits run on after the callsign ("Cessna one two
 * three four five five miles south" without a comma) still match.
 */
export function callsignMatches(expected: string, heard: string): boolean {
  const want = callsignId(expected).id;
  const got = callsignId(heard);
  if (got.id === want || (got.id.startsWith(want) && /^\d+$/.test(got.id.slice(want.length)))) return true;
  if (want.length <= 3) return false;
  const short = want.slice(-3);
  return got.id === short && (got.prefixed || /[a-z]/.test(short));
}

/** Make or N-prefixed callsigns, which the tokenizer already joins ("n12345", "cessna 123ab"). */
export function extractCallsigns(ctx: Ctx): void {
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (!isFree(ctx, i)) continue;
    const t = ctx.tokens[i]!;
    if (t.kind === 'word' && CALLSIGN_PREFIXES.has(t.text)) {
      const run: number[] = [];
      let j = i + 1;
      while (isFree(ctx, j) && isIdPiece(ctx.tokens[j]!)) {
        run.push(j);
        if (endsGroup(ctx, ctx.tokens[j]!)) break;
        j++;
      }
      const id = run.map((k) => ctx.tokens[k]!.text).join('');
      if (run.length && /\d/.test(id) && !endsGroup(ctx, t)) {
        claim(ctx, { kind: 'callsign', value: callsignValue(t.text, id), tokens: [i, ...run] });
        i = j;
      }
      continue;
    }
    // "b12" is more likely a taxiway than a callsign.
    if (t.kind === 'callsign' && (/^n\d/.test(t.text) || t.text.length >= 4) && !/^fl\d/.test(t.text)) {
      claim(ctx, { kind: 'callsign', value: callsignValue('', t.text), tokens: [i] });
    }
  }
}

/** Abbreviated callsigns said without a make: a digit followed by letters ("three alpha bravo"). */
export function extractBareCallsigns(ctx: Ctx): void {
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    if (!isFree(ctx, i) || !isInteger(t) || t.text.length > 3 || endsGroup(ctx, t)) continue;
    const run = [i];
    let j = i + 1;
    while (isFree(ctx, j) && ctx.tokens[j]!.kind === 'letter') {
      run.push(j);
      if (endsGroup(ctx, ctx.tokens[j]!)) break;
      j++;
    }
    if (run.length < 2) continue;
    const id = run.map((k) => ctx.tokens[k]!.text).join('');
    claim(ctx, { kind: 'callsign', value: callsignValue('', id), tokens: run });
    i = run[run.length - 1]!;
  }
}
