import { RUNWAY_SIDES } from './lexicon';
import { AIRCRAFT_TYPES, isRouteLetterContext } from './spoken-forms';
import type { Token } from './tokenize';

/** Letters, callsigns (N123AB, "november one two three alpha bravo"), runways (27L) and flight levels. */
export function assembleCompounds(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (
      t.kind === 'number' &&
      Number.isInteger(t.value) &&
      t.value! >= 1 &&
      t.value! <= 36 &&
      next &&
      next.text in RUNWAY_SIDES
    ) {
      out.push({
        text: `${Number(t.text)}${RUNWAY_SIDES[next.text]}`,
        kind: 'runway',
        start: t.start,
        end: next.end,
      });
      i++;
      continue;
    }
    // "prob thirty" is the TAF's PROB30, "FL 600" is FL600.
    if ((t.text === 'prob' || t.text === 'fl') && next?.kind === 'number' && Number.isInteger(next.value)) {
      out.push({ text: `${t.text}${next.text}`, kind: 'callsign', start: t.start, end: next.end });
      i++;
      continue;
    }
    if (t.text === 'flight' && next?.text === 'level' && tokens[i + 2]?.kind === 'number') {
      const n = tokens[i + 2]!;
      out.push({ text: `fl${n.text}`, kind: 'callsign', start: t.start, end: n.end });
      i += 2;
      continue;
    }
    // A tail number spoken after the type: "cessna seven three four lima" → 734l.
    if (
      t.kind === 'number' &&
      Number.isInteger(t.value) &&
      t.text.length >= 3 &&
      next?.kind === 'letter' &&
      AIRCRAFT_TYPES.has(tokens[i - 1]?.text ?? '')
    ) {
      let j = i + 1;
      let text = t.text;
      while (j < tokens.length && tokens[j]!.kind === 'letter') text += tokens[j++]!.text;
      out.push({ text, kind: 'callsign', start: t.start, end: tokens[j - 1]!.end });
      i = j - 1;
      continue;
    }
    // A tail number typed after the type: "Cessna 123AB" is the callsign N123AB.
    if (
      t.kind === 'word' &&
      /^\d{1,5}[a-z]{1,3}$/.test(t.text) &&
      AIRCRAFT_TYPES.has(tokens[i - 1]?.text ?? '')
    ) {
      out.push({ ...t, kind: 'callsign' });
      continue;
    }
    // "via A", "K and G": a typed taxiway letter.
    if (
      t.kind === 'word' &&
      /^[a-z]$/.test(t.text) &&
      isRouteLetterContext(
        out[out.length - 1]?.text,
        out[out.length - 2]?.kind === 'letter',
        t.text,
        out[out.length - 2]?.text,
      )
    ) {
      out.push({ ...t, kind: 'letter' });
      continue;
    }
    if (
      t.kind === 'word' &&
      /^[a-z]$/.test(t.text) &&
      out[out.length - 1]?.kind === 'letter' &&
      t.text !== 'a'
    ) {
      out.push({ ...t, kind: 'letter' });
      continue;
    }
    // "into the bravo november four five six papa juliett": the letters before a registration's
    // "N" and its digits are words of their own, not part of the callsign.
    if (t.kind === 'letter' && startsRegistrationLater(tokens, i)) {
      out.push(t);
      continue;
    }
    if (t.kind === 'letter') {
      // A run of letters and numbers that starts with a letter and holds a number is a callsign.
      let j = i;
      let text = '';
      let hasNumber = false;
      while (
        j < tokens.length &&
        (tokens[j]!.kind === 'letter' || (tokens[j]!.kind === 'number' && Number.isInteger(tokens[j]!.value)))
      ) {
        hasNumber ||= tokens[j]!.kind === 'number';
        text += tokens[j]!.text;
        j++;
      }
      if (hasNumber && text.length >= 3) {
        out.push({ text, kind: 'callsign', start: t.start, end: tokens[j - 1]!.end });
        i = j - 1;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** Whether a later letter of the run starting at `i` is an "n" followed by a digit (a US registration). */
function startsRegistrationLater(tokens: Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length - 1 && tokens[j]!.kind === 'letter'; j++)
    if (tokens[j]!.text === 'n' && tokens[j + 1]!.kind === 'number' && tokens[i]!.text !== 'n') return true;
  return false;
}
