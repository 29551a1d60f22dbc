import { describe, expect, it } from 'vitest';
import { applyGain, makeNoise, mixAtSnr, seededRandom, speechPower, toInt16 } from './degrade';

const RATE = 16_000;
const burst = Float64Array.from({ length: RATE }, (_, i) =>
  // Half a second of "speech" then half a second of pause.
  i < RATE / 2 ? 3000 * Math.sin((2 * Math.PI * 440 * i) / RATE) : 0,
);

describe('the bench degradations', () => {
  it('makes the same noise for the same seed and other noise for another', () => {
    expect(makeNoise('white', 100, RATE, 7)).toEqual(makeNoise('white', 100, RATE, 7));
    expect(makeNoise('engine', 100, RATE, 7)).not.toEqual(makeNoise('engine', 100, RATE, 8));
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it('mixes noise at the asked SNR, measured on the speech and not its pauses', () => {
    const noise = makeNoise('white', burst.length, RATE, 3);
    const mixed = mixAtSnr(burst, noise, 10, RATE);
    const added = mixed.map((x, i) => x - burst[i]!);
    const noisePower = added.reduce((a, x) => a + x * x, 0) / added.length;
    expect(10 * Math.log10(speechPower(burst, RATE) / noisePower)).toBeCloseTo(10, 1);
    expect(speechPower(burst, RATE)).toBeCloseTo(3000 ** 2 / 2, -3);
  });

  it('puts engine noise in the low frequencies', () => {
    const n = makeNoise('engine', RATE, RATE, 5);
    // A first difference boosts highs: low-frequency noise loses most of its power through it.
    const diff = n.map((x, i) => (i ? x - n[i - 1]! : 0));
    const power = (x: Float64Array) => x.reduce((a, v) => a + v * v, 0);
    // White noise keeps twice its power through it; this keeps well under a sixth of that.
    expect(power(diff) / power(n)).toBeLessThan(0.3);
  });

  it('needs a babble track for babble', () => {
    expect(() => makeNoise('babble', 10, RATE, 1)).toThrow('background track');
    expect(makeNoise('babble', 3, RATE, 1, Int16Array.from([5, 6]))).toHaveLength(3);
  });

  it('turns the gain down 30 dB, or up 12 dB into the 16-bit ceiling', () => {
    expect(applyGain(Float64Array.from([1000]), 'quiet')[0]).toBeCloseTo(31.6, 1);
    expect([...toInt16(applyGain(Float64Array.from([10_000, -20_000]), 'clipped'))]).toEqual([32767, -32768]);
  });
});
