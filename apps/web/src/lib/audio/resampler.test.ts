import { describe, expect, it } from 'vitest';
import { createResampler } from './resampler';

function tone(frequency: number, rate: number, seconds: number): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * frequency * i) / rate),
  );
}

/** Dominant frequency by counting rising zero crossings. */
function frequencyOf(samples: Float32Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) {
    if ((samples[i - 1] ?? 0) < 0 && (samples[i] ?? 0) >= 0) crossings += 1;
  }
  return (crossings * rate) / samples.length;
}

const peakOf = (samples: Float32Array, skip = 0) =>
  samples.subarray(skip).reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);

function inBlocks(rate: number, samples: Float32Array, sizes: number[], to = 22050): Float32Array {
  const resampler = createResampler(rate, to);
  const parts: number[] = [];
  let offset = 0;
  let i = 0;
  while (offset < samples.length) {
    const size = sizes[i % sizes.length] ?? 128;
    parts.push(...resampler.process(samples.subarray(offset, offset + size)));
    offset += size;
    i += 1;
  }
  return Float32Array.from(parts);
}

describe('createResampler', () => {
  it.each([44_100, 48_000, 16_000])('converts %i Hz to 22050 Hz keeping duration and pitch', (rate) => {
    const out = createResampler(rate, 22_050).process(tone(440, rate, 1));
    expect(Math.abs(out.length - 22_050)).toBeLessThanOrEqual(1);
    expect(frequencyOf(out, 22_050)).toBeCloseTo(440, -1);
    expect(peakOf(out, 2_000)).toBeGreaterThan(0.9);
  });

  it('gives the same output whatever the block sizes', () => {
    const input = tone(1_000, 48_000, 0.2);
    const whole = createResampler(48_000, 22_050).process(input);
    const blocked = inBlocks(48_000, input, [128, 1, 77, 500]);
    expect(blocked.length).toBe(whole.length);
    blocked.forEach((sample, i) => expect(sample).toBeCloseTo(whole[i] ?? Number.NaN, 5));
  });

  it('attenuates content above the new Nyquist frequency instead of folding it back', () => {
    const out = createResampler(48_000, 22_050).process(tone(16_000, 48_000, 0.5));
    expect(peakOf(out, 1_000)).toBeLessThan(0.15);
  });

  it('passes equal rates through untouched and rejects nonsense rates', () => {
    const input = Float32Array.from([0.1, -0.2, 0.3]);
    const out = createResampler(22_050, 22_050).process(input);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
    expect(() => createResampler(0, 22_050)).toThrow(RangeError);
  });

  it('copes with empty blocks', () => {
    const resampler = createResampler(44_100, 22_050);
    expect(resampler.process(new Float32Array(0))).toHaveLength(0);
    expect(resampler.process(new Float32Array(4).fill(0.5)).length).toBe(2);
  });
});
