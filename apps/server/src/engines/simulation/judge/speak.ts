import { PHONETIC } from '../../conversation/language/lexicon';
import { callsignId } from './callsign';
import type { Found } from './context';
import { phraseByText } from './phrases';

/** Digits as US controllers say them (AIM 4-2-8): "niner", with "point" in frequencies. */
const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'niner'];
const LETTER_NAMES = Object.fromEntries(
  Object.entries(PHONETIC)
    .filter(([w]) => !['alfa', 'juliet', 'whisky'].includes(w))
    .map(([w, l]) => [l, w]),
);
const SIDES: Record<string, string> = { L: 'left', R: 'right', C: 'center' };

export const speakDigits = (text: string) =>
  [...text]
    .map((c) =>
      c === '.' ? 'point' : /\d/.test(c) ? DIGIT_NAMES[Number(c)] : (LETTER_NAMES[c.toLowerCase()] ?? c),
    )
    .join(' ');

/** "4500" → "four thousand five hundred", "11000" → "one one thousand", "FL240" → "flight level two four zero". */
export function speakAltitude(value: string): string {
  if (value.startsWith('FL')) return `flight level ${speakDigits(value.slice(2))}`;
  const feet = Number(value);
  const thousands = Math.floor(feet / 1000);
  const hundreds = Math.floor((feet % 1000) / 100);
  const head = thousands ? `${speakDigits(String(thousands))} thousand` : '';
  const tail = hundreds ? `${DIGIT_NAMES[hundreds]} hundred` : '';
  return [head, tail].filter(Boolean).join(' ') || 'zero';
}

const speakRunway = (value: string) => {
  const side = SIDES[value.slice(-1)];
  return side ? `${speakDigits(value.slice(0, -1))} ${side}` : speakDigits(value);
};

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** A callsign spoken: "Cessna one two three four five", "November one two three alpha bravo". */
export function speakCallsign(value: string): string {
  const { id } = callsignId(value);
  const make = value.includes(' ')
    ? capital(value.split(' ')[0]!.toLowerCase())
    : /^n\d/i.test(value)
      ? 'November'
      : '';
  return [make, speakDigits(id.toUpperCase())].filter(Boolean).join(' ');
}

/** docs/product/simulation-judge.md (replies): an element as a controller states it in a correction. */
export function speakElement(f: Pick<Found, 'kind' | 'value' | 'lead'>): string {
  switch (f.kind) {
    case 'runway':
      return `runway ${speakRunway(f.value)}`;
    case 'hold_short': {
      if (f.value === 'hold short') return 'hold short';
      const [what, name] = f.value.split(' ');
      return `hold short of ${what} ${what === 'runway' ? speakRunway(name!) : speakDigits(name!)}`;
    }
    case 'taxiway':
      return `taxi via ${f.value.split(' ').map(speakDigits).join(', ')}`;
    case 'altitude':
      return [f.lead, speakAltitude(f.value)].filter(Boolean).join(' ');
    case 'heading': {
      const [a, b] = f.value.split(' ');
      return b ? `turn ${a} heading ${speakDigits(b)}` : `heading ${speakDigits(a!)}`;
    }
    case 'frequency':
      return speakDigits(f.value);
    case 'squawk':
      return `squawk ${speakDigits(f.value)}`;
    case 'altimeter':
      return `altimeter ${speakDigits(f.value.replace('.', ''))}`;
    case 'callsign':
      return speakCallsign(f.value);
    case 'fix':
      return [f.lead, f.value].filter(Boolean).join(' ');
    case 'phrase':
      return phraseByText(f.value)?.text ?? `information ${speakDigits(f.value.slice(-1))}`;
  }
}
