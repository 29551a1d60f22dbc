import { describe, expect, it } from 'vitest';
import { callsignMatches } from './callsign';
import { extractElements } from './extract';
import { prepare } from './normalize';

const callsigns = (text: string) =>
  extractElements(prepare(text))
    .found.filter((f) => f.kind === 'callsign')
    .map((f) => f.value);

describe('callsign extraction', () => {
  it.each([
    ['Cessna One Two Three Four Five', 'Cessna 12345'],
    ['cessna 12345', 'Cessna 12345'],
    ['November One Two Three Alpha Bravo', 'N123AB'],
    ['N123AB', 'N123AB'],
    ['Skyhawk Six Seven Eight Alpha Bravo', 'Skyhawk 678AB'],
    ['Cessna Three Alpha Bravo', 'Cessna 3AB'],
    ['roger, three alpha bravo', '3AB'],
    ['Cherokee Niner Eight Seven Six Papa', 'Cherokee 9876P'],
  ])('%s → %s', (text, value) => {
    expect(callsigns(text)).toEqual([value]);
  });

  it('does not read taxiways or a flight level as callsigns', () => {
    expect(callsigns('via Bravo One Two, flight level two four zero')).toEqual([]);
  });
});

describe('callsignMatches', () => {
  it.each([
    ['Cessna 12345', 'Cessna 12345', true],
    ['Cessna 12345', 'N12345', true],
    ['Cessna 12345', 'Skyhawk 12345', true],
    ['Cessna 12345', 'Cessna 345', true],
    ['Cessna 12345', 'N345', true],
    ['Cessna 12345', '345', false],
    ['Cessna 12345', 'Cessna 346', false],
    ['Cessna 12345', 'Cessna 12346', false],
    ['Cessna 12345', 'Cessna 123455', true],
    ['N123AB', '3AB', true],
    ['N123AB', 'Cessna 3AB', true],
    ['N123AB', '3AC', false],
    ['N123AB', 'N124AB', false],
  ])('%s heard as %s: %s', (expected, heard, ok) => {
    expect(callsignMatches(expected, heard)).toBe(ok);
  });
});
