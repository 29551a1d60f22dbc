import type { JudgedElement } from '@wilco/shared';
import { prepare } from './normalize';
import { compareElements } from './compare';
import type { Found } from './context';
import { ATIS_PROMPT, phraseByText } from './phrases';
import { speakElement } from './speak';

/** What a controller asks for when an element is missing, without saying the value tested. */
const PROMPTS: Record<Found['kind'], string> = {
  callsign: 'say callsign',
  runway: 'read back the runway assignment',
  taxiway: 'read back the taxi route',
  hold_short: 'read back hold short instructions',
  altitude: 'say altitude',
  heading: 'say heading',
  frequency: 'read back the frequency',
  squawk: 'say squawk',
  altimeter: 'read back the altimeter setting',
  fix: 'read back the route',
  phrase: 'read back the clearance',
};

/** Words that show an author's reply asks for a missing element. */
const PROMPT_CUES: Record<Found['kind'], RegExp> = {
  callsign: /\bcall ?sign\b/,
  runway: /\brunway\b/,
  taxiway: /\b(taxi|route)\b/,
  hold_short: /\bhold short\b/,
  altitude: /\baltitude\b/,
  heading: /\bheading\b/,
  frequency: /\bfrequency\b/,
  squawk: /\b(squawk|code|transponder)\b/,
  altimeter: /\baltimeter\b/,
  fix: /\broute\b/,
  phrase: /\b(clearance|intentions|emergency|information|atis|traffic)\b/,
};

export function promptFor(f: Pick<Found, 'kind' | 'value'>): string {
  if (f.kind !== 'phrase') return PROMPTS[f.kind];
  return phraseByText(f.value)?.prompt ?? ATIS_PROMPT;
}

const sentence = (address: string | null, parts: string[]) => {
  const body = parts.join(', ');
  const text = address ? `${address}, ${body}` : body.charAt(0).toUpperCase() + body.slice(1);
  return `${text}.`;
};

/**
 * docs/product/simulation-judge.md (replies): an author's output variation is used when it fits:
 * for a correction, one that says "negative" and carries every corrected value; for a prompt,
 * one that asks ("say", "read back", "verify") about the missing element.
 */
function authored(variations: string[], test: (v: string) => boolean): string | null {
  return variations.find((v) => v.trim() && test(v)) ?? null;
}

export function correctionReply(wrong: Found[], variations: string[], address: string | null): string {
  const fits = authored(variations, (v) => {
    if (!/\bnegative\b/i.test(v)) return false;
    const elements: JudgedElement[] = compareElements(wrong, prepare(v));
    return elements.every((e) => e.status === 'right');
  });
  // A callsign alone would read as an address: "negative, callsign Cessna one two three four five".
  const said = wrong.map((w) => (w.kind === 'callsign' ? `callsign ${speakElement(w)}` : speakElement(w)));
  return fits ?? sentence(address, ['negative', ...said]);
}

export function promptReply(missing: Found[], variations: string[], address: string | null): string {
  // A missing hold short is a safety item: it is asked for first and alone.
  const hold = missing.find((m) => m.kind === 'hold_short');
  const asked = hold ? [hold] : missing;
  const fits = authored(variations, (v) => {
    const lower = v.toLowerCase();
    return /\b(say|read ?back|verify|confirm)\b/.test(lower) && PROMPT_CUES[asked[0]!.kind].test(lower);
  });
  if (fits) return fits;
  const prompts = [...new Set(asked.map(promptFor))].slice(0, 2);
  return sentence(address, prompts);
}

export function sayAgainReply(address: string | null, station: string | null): string {
  if (address) return `${address}, say again.`;
  return station ? `Station calling ${station}, say again.` : 'Say again.';
}
