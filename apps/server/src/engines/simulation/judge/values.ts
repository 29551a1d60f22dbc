import type { Token } from '../../conversation/language/tokenize';
import { claim, isFree, isInteger, sourceOf, wordAt, type Ctx } from './context';

/** "27L" from a runway token, "19" from a number 1–36. */
function runwayOf(t: Token | undefined): string | null {
  if (!t) return null;
  if (t.kind === 'runway') return t.text.toUpperCase();
  if (isInteger(t) && t.value! >= 1 && t.value! <= 36 && t.text.length <= 2) return String(t.value);
  return null;
}

/** "hold short (of) (runway) 33", "hold short of taxiway Bravo", "hold short of Bravo". */
export function extractHoldShort(ctx: Ctx): void {
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    if (!wordAt(ctx, i, 'hold', 'holding') || !wordAt(ctx, i + 1, 'short') || !isFree(ctx, i)) continue;
    const used = [i, i + 1];
    let j = i + 2;
    while (wordAt(ctx, j, 'of', 'the')) used.push(j++);
    // "the hold short line" names a marking, not an instruction.
    if (wordAt(ctx, j, 'line', 'lines', 'markings', 'marking')) continue;
    let value = '';
    if (wordAt(ctx, j, 'runway') && runwayOf(ctx.tokens[j + 1]) && isFree(ctx, j + 1)) {
      value = `runway ${runwayOf(ctx.tokens[j + 1])}`;
      used.push(j, j + 1);
    } else if (runwayOf(ctx.tokens[j]) && isFree(ctx, j)) {
      value = `runway ${runwayOf(ctx.tokens[j])}`;
      used.push(j);
    } else {
      if (wordAt(ctx, j, 'taxiway')) used.push(j++);
      const t = ctx.tokens[j];
      if (
        t &&
        isFree(ctx, j) &&
        (t.kind === 'letter' || (t.kind === 'word' && /^[a-z]\d{0,2}$/.test(t.text)))
      ) {
        value = `taxiway ${t.text.toUpperCase()}`;
        used.push(j);
      }
    }
    claim(ctx, { kind: 'hold_short', value: value || 'hold short', tokens: used });
  }
}

/** "runway two seven left", "runway 19", and runway tokens said on their own ("27L"). */
export function extractRunways(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    if (!isFree(ctx, i)) return;
    if (wordAt(ctx, i, 'runway') && isFree(ctx, i + 1) && runwayOf(ctx.tokens[i + 1])) {
      claim(ctx, { kind: 'runway', value: runwayOf(ctx.tokens[i + 1])!, tokens: [i, i + 1] });
    } else if (t.kind === 'runway') {
      claim(ctx, { kind: 'runway', value: runwayOf(t)!, tokens: [i] });
    }
  });
}

/** "turn left heading two seven zero": value "left 270" (the turn direction is part of it). */
export function extractHeadings(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    const n = ctx.tokens[i + 1];
    if (!isFree(ctx, i) || !wordAt(ctx, i, 'heading') || !isFree(ctx, i + 1) || !isInteger(n)) return;
    if (n.value! > 360) return;
    const used = [i, i + 1];
    let direction = '';
    for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
      if (wordAt(ctx, k, 'left', 'right') && isFree(ctx, k)) {
        direction = ctx.tokens[k]!.text;
        used.push(k);
        if (wordAt(ctx, k - 1, 'turn')) used.push(k - 1);
        break;
      }
    }
    const heading = String(n.value).padStart(3, '0');
    claim(ctx, { kind: 'heading', value: direction ? `${direction} ${heading}` : heading, tokens: used });
    void t;
  });
}

const isCode = (t: Token | undefined): t is Token =>
  isInteger(t) && t.value! <= 7777 && /^[0-7]{1,4}$/.test(t.text.padStart(4, '0'));

/** "squawk four two one three", "squawking 7600", "code 0421". */
export function extractSquawks(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    if (!isFree(ctx, i) || t.kind !== 'word' || !/^(squawk|code)/.test(t.text)) return;
    const n = ctx.tokens[i + 1];
    // After the keyword any four digits are a code, if an invalid one ("eight six zero zero").
    if (!isFree(ctx, i + 1) || !isInteger(n) || n.text.length > 4) return;
    claim(ctx, { kind: 'squawk', value: n.text.padStart(4, '0'), tokens: [i, i + 1] });
  });
}

/** A four-digit code said digit by digit without "squawk" (a readback "four two one three, Cessna 345"). */
export function extractBareSquawks(ctx: Ctx): void {
  ctx.tokens.forEach((t, i) => {
    if (!isFree(ctx, i) || !isCode(t) || t.text.length !== 4) return;
    // Only digit by digit: a typed "4500" with no keyword is as likely an altitude.
    if (sourceOf(ctx, t).length < 4) return;
    claim(ctx, { kind: 'squawk', value: t.text, tokens: [i] });
  });
}
