import { describe, expect, it } from 'vitest';
import { normalizeSubanswer } from './normalize';

describe('normalizeSubanswer', () => {
  it('lower-cases and collapses whitespace', () => {
    expect(normalizeSubanswer('  Three   Statute MILES ')).toBe('three statute miles');
  });
  it('keeps decimal points of frequencies and drops thousands separators', () => {
    expect(normalizeSubanswer('Contact departure on 124.35, climb to 4,500.')).toBe(
      'contact departure on 124.35 climb to 4500',
    );
  });
  it('drops punctuation but keeps hyphens, slashes and percent', () => {
    expect(normalizeSubanswer('Squawk 7700 (emergency); 1-2-3; 0.04% BAC; N/A!')).toBe(
      'squawk 7700 emergency 1-2-3 0.04% bac n/a',
    );
  });
  it('is idempotent', () => {
    const once = normalizeSubanswer('Runway 27L, hold short of "B"');
    expect(normalizeSubanswer(once)).toBe(once);
  });
});
