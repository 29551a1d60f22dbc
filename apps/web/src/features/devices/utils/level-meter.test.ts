import { describe, expect, it } from 'vitest';
import { levelToSegments } from './level-meter';

describe('levelToSegments', () => {
  it('is dark for silence and for nonsense input', () => {
    expect(levelToSegments(0)).toBe(0);
    expect(levelToSegments(-0.5)).toBe(0);
    expect(levelToSegments(Number.NaN)).toBe(0);
    expect(levelToSegments(0.001)).toBe(0);
  });

  it('lights one segment per 6 dB and all nine at full scale', () => {
    expect(levelToSegments(1)).toBe(9);
    expect(levelToSegments(2)).toBe(9);
    expect(levelToSegments(0.5)).toBe(8);
    expect(levelToSegments(0.25)).toBe(7);
    expect(levelToSegments(0.1)).toBe(6);
    expect(levelToSegments(0.01)).toBe(3);
    expect(levelToSegments(0.003)).toBe(1);
  });

  it('never goes down as the level rises', () => {
    let last = 0;
    for (let rms = 0.0005; rms <= 1; rms *= 1.1) {
      const lit = levelToSegments(rms);
      expect(lit).toBeGreaterThanOrEqual(last);
      last = lit;
    }
  });
});
