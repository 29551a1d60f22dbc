import { describe, expect, it } from 'vitest';
import { extractElements } from './extract';
import { prepare } from './normalize';

const elements = (text: string) => extractElements(prepare(text)).found.map((f) => `${f.kind} ${f.value}`);

describe('extractElements', () => {
  it.each([
    ['Runway two seven left, cleared for takeoff', ['runway 27L', 'phrase cleared for takeoff']],
    [
      'Runway 19, taxi via A, B3, hold short of runway 13',
      ['runway 19', 'taxiway A B3', 'hold_short runway 13'],
    ],
    ['holding short of runway one three at Bravo', ['hold_short runway 13']],
    ['hold short of taxiway Charlie', ['hold_short taxiway C']],
    ['turn right heading zero niner zero', ['heading right 090']],
    ['fly heading three six zero', ['heading 360']],
    ['descend and maintain two thousand five hundred', ['altitude 2500']],
    ['maintain 4,500 feet', ['altitude 4500']],
    ['climb and maintain flight level one eight zero', ['altitude FL180']],
    ['contact Lakeview Center one two four point three five', ['frequency 124.35']],
    ['contact departure one two four three five', ['frequency 124.35']],
    ['monitor ground one two one point niner', ['frequency 121.9']],
    ['squawk seven seven zero zero', ['squawk 7700']],
    ['squawking 0421', ['squawk 0421']],
    ['altimeter three zero zero one', ['altimeter 30.01']],
    ['altimeter 29.92', ['altimeter 29.92']],
    ['three zero one four', ['altimeter 30.14']],
    ['cleared direct SHAKY, then as filed', ['fix SHAKY']],
    ['proceed direct to lakeview', ['fix LAKEVIEW']],
    ['cross DUMBO at or above five thousand', ['fix DUMBO', 'altitude 5000']],
    ['with information Golf', ['phrase information G']],
    ['Mayday, mayday, mayday, engine failure', ['phrase mayday']],
    ['pan pan, pan pan, rough running engine', ['phrase pan pan']],
    ['going around', ['phrase going around']],
    ['line up and wait runway three four', ['phrase line up and wait', 'runway 34']],
    ['position and hold', ['phrase line up and wait']],
    ['cleared touch and go runway one niner', ['phrase cleared touch and go', 'runway 19']],
  ])('%s', (text, expected) => {
    expect(elements(text)).toEqual(expected);
  });

  it.each([
    'ten miles north',
    'a Piper crossed the hold short line',
    'VFR to Brookfield with the ATIS',
    'one hundred twenty knots',
    'one zero minutes after departure',
    'traffic twelve o clock, five miles',
  ])('finds no value in %j', (text) => {
    expect(elements(text)).toEqual([]);
  });

  it('uses each word for one element only', () => {
    expect(elements('hold short runway three three, runway two seven')).toEqual([
      'hold_short runway 33',
      'runway 27',
    ]);
  });
});
