import { describe, expect, it } from 'vitest';
import { createBandFilter, createDecoderInput } from './band';

const tone = (hz: number, rate: number, n: number) =>
  Int16Array.from({ length: n }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / rate)));
const rms = (x: Int16Array) => Math.sqrt(x.reduce((a, v) => a + v * v, 0) / x.length);

describe('createBandFilter (300–3400 Hz at 16 kHz)', () => {
  const gainAt = (hz: number) => {
    const filter = createBandFilter(16_000, 300, 3400);
    const out = filter.push(tone(hz, 16_000, 16_000)).subarray(4000); // past the settling
    return rms(out) / rms(tone(hz, 16_000, 12_000));
  };

  it('passes speech frequencies and removes rumble and hiss outside the band', () => {
    expect(gainAt(1000)).toBeGreaterThan(0.95);
    expect(gainAt(2500)).toBeGreaterThan(0.85);
    expect(gainAt(7000)).toBeLessThan(0.02);
    expect(gainAt(60)).toBeLessThan(0.1);
  });

  it('gives the same samples whatever the chunking', () => {
    const input = tone(1234, 16_000, 5000);
    const whole = createBandFilter(16_000, 300, 3400).push(input);
    const chunked = createBandFilter(16_000, 300, 3400);
    const parts = [chunked.push(input.subarray(0, 1777)), chunked.push(input.subarray(1777))];
    expect(Int16Array.from([...parts[0]!, ...parts[1]!])).toEqual(whole);
  });
});

describe('createDecoderInput', () => {
  it('is the plain resampler without a band, and band-passes with one', () => {
    const hiss = tone(6000, 22_050, 22_050);
    const plain = createDecoderInput(22_050, null);
    const banded = createDecoderInput(22_050, { low: 300, high: 3400 });
    const a = Int16Array.from([...plain.push(hiss), ...plain.flush()]);
    const b = Int16Array.from([...banded.push(hiss), ...banded.flush()]);
    expect(a.length).toBe(b.length);
    expect(rms(a.subarray(4000))).toBeGreaterThan(4000);
    expect(rms(b.subarray(4000))).toBeLessThan(200);
  });
});
