import { describe, expect, it } from 'vitest';
import { compareReadback } from './compare';

const statuses = (expected: string, readback: string) =>
  compareReadback(expected, readback).map((e) => `${e.expected}:${e.status}${e.got ? `=${e.got}` : ''}`);

describe('compareReadback', () => {
  it('accepts every value in another form: digits, ICAO digits, homophones, a typed callsign', () => {
    expect(
      statuses(
        'November one two three alpha bravo, climb and maintain four thousand five hundred, turn left heading two seven zero',
        'left heading to seven zero climb and maintain for thousand fife hundred Cessna 123AB',
      ),
    ).toEqual(['n123ab:right', '4500:right', 'left:right', '270:right']);
  });

  it('names the wrong taxiway, the wrong callsign letter, the opposite side and what is missing', () => {
    expect(
      statuses(
        'Cessna seven three four lima, runway three four, taxi via alpha, hold short of runway two eight',
        'runway three four taxi via bravo cessna seven three four mike',
      ),
    ).toEqual(['734l:wrong=734m', '34:right', 'a:wrong=b', '28:missing']);
    expect(statuses('cross runway one three left', 'cross runway one three right')).toEqual([
      '13l:wrong=13r',
    ]);
  });
});
