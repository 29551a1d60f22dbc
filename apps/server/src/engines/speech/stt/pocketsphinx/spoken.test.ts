import { describe, expect, it } from 'vitest';
import { toSpokenClauses, toSpokenWords } from './spoken';

const say = (text: string) => toSpokenWords(text).join(' ');

describe('spoken answer text', () => {
  it('says round altitudes in thousands and hundreds, other numbers digit by digit', () => {
    expect(say('Climb 4,500')).toBe('climb four thousand five hundred');
    expect(say('maintain 3000')).toBe('maintain three thousand');
    expect(say('FL 350')).toBe('flight level three five zero');
    expect(say('FL240')).toBe('flight level two four zero');
    expect(say('heading 270')).toBe('heading two seven zero');
    expect(say('Squawk 7500')).toBe('squawk seven thousand five hundred');
    expect(say('Squawk 4521')).toBe('squawk four five two one');
    expect(say('10,000 feet')).toBe('one zero thousand feet');
  });

  it('says frequencies with a point and keeps the decimal inside the clause', () => {
    expect(toSpokenClauses('Contact tower 118.3, wilco')).toEqual([
      ['contact', 'tower', 'one', 'one', 'eight', 'point', 'three'],
      ['wilco'],
    ]);
    expect(say('124.85.')).toBe('one two four point eight five');
  });

  it('spells registrations in the phonetic alphabet and runways with their side', () => {
    expect(say('N123AB')).toBe('november one two three alpha bravo');
    expect(say('Cleared for takeoff runway 16L')).toBe('cleared for takeoff runway one six left');
    expect(say('RWY 22R')).toBe('runway two two right');
    expect(say('X-ray')).toBe('xray');
  });

  it('splits clauses at commas, sentence ends and brackets, and drops empty ones', () => {
    expect(toSpokenClauses('Altitude 4,500 (four thousand five hundred); left turn!')).toEqual([
      ['altitude', 'four', 'thousand', 'five', 'hundred'],
      ['four', 'thousand', 'five', 'hundred'],
      ['left', 'turn'],
    ]);
    expect(toSpokenClauses('  ,. ')).toEqual([]);
    expect(say('Pilot’s readback')).toBe("pilot's readback");
  });
});
