import { describe, expect, it } from 'vitest';
import { isIntelligible, prepare } from './normalize';

const compact = (text: string) =>
  prepare(text)
    .tokens.map((t) => t.text)
    .join(' ');

describe('prepare', () => {
  it('reads "to" and "for" as digits only where a number is expected', () => {
    expect(compact('runway to seven')).toBe('runway 27');
    expect(compact('squawk for two one three')).toBe('squawk 4213');
    expect(compact('one to four point three five')).toBe('124.35');
    expect(compact('climb to four thousand')).toBe('climb to 4000');
    expect(compact('cleared for takeoff')).toBe('cleared for takeoff');
    expect(compact('taxi to runway two seven')).toBe('taxi to runway 27');
  });

  it('folds ICAO digits and recogniser spellings', () => {
    expect(compact('four tousand fife hundred')).toBe('4500');
    expect(compact('two niner niner two')).toBe('2992');
    expect(compact('squawk won two zero zero')).toBe('squawk 1200');
  });

  it('ends a digit run where the phraseology does, since recognisers write no commas', () => {
    expect(compact('heading two seven zero one two four point three five')).toBe('heading 270 124.35');
    expect(compact('squawk four two one three three alpha bravo')).toBe('squawk 4213 3 a b');
    expect(compact('runway one niner one two three')).toBe('runway 19 123');
    expect(compact('runway niner five miles')).toBe('runway 9 5 miles');
    expect(compact('one two four point three five one two')).toBe('124.35 12');
    expect(compact('one two four point three two five')).toBe('124.325');
    expect(compact('expect six thousand one zero minutes')).toBe('expect 6000 10 minutes');
    expect(compact('four thousand five hundred')).toBe('4500');
    expect(compact('four thousand five hundred four miles south')).toBe('4500 4 miles south');
    expect(compact('one hundred five knots')).toBe('105 knots');
  });

  it('keeps the learner words for quoting, one for one', () => {
    const p = prepare('Runway to seven, [noise] Cessna 345');
    expect(p.words).toEqual(['Runway', 'to', 'seven,', '[noise]', 'Cessna', '345']);
    expect(p.norm).toEqual(['runway', 'two', 'seven', '', 'cessna', '345']);
    expect(p.tokens.map((t) => [t.text, t.start, t.end])).toEqual([
      ['runway', 0, 0],
      ['27', 1, 2],
      ['cessna', 4, 4],
      ['345', 5, 5],
    ]);
  });
});

describe('isIntelligible', () => {
  it.each(['', 'uh um', '[inaudible]', '<unk> <unk>', '...'])('not %j', (text) => {
    expect(isIntelligible(prepare(text))).toBe(false);
  });
  it.each(['wilco', 'two seven', 'N123AB', 'roger'])('%j', (text) => {
    expect(isIntelligible(prepare(text))).toBe(true);
  });
});
