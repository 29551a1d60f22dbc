import { describe, expect, it } from 'vitest';
import { createResampler } from './resample';

const tone = (hz: number, rate: number, seconds: number, amplitude = 10_000) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)),
  );

/** Amplitude of `hz` in the signal (quadrature correlation), ignoring the edges. */
function amplitudeAt(signal: Int16Array, hz: number, rate: number): number {
  let re = 0;
  let im = 0;
  const from = 200;
  const to = signal.length - 200;
  for (let i = from; i < to; i++) {
    re += signal[i]! * Math.cos((2 * Math.PI * hz * i) / rate);
    im += signal[i]! * Math.sin((2 * Math.PI * hz * i) / rate);
  }
  return (2 * Math.hypot(re, im)) / (to - from);
}

const run = (input: Int16Array, chunk: number) => {
  const r = createResampler(22_050, 16_000);
  const parts: Int16Array[] = [];
  for (let i = 0; i < input.length; i += chunk) parts.push(r.push(input.subarray(i, i + chunk)));
  parts.push(r.flush());
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};

describe('22050 → 16000 resampler', () => {
  it('produces 16000 samples per second of input', () => {
    const out = run(tone(440, 22_050, 1), 4096);
    expect(Math.abs(out.length - 16_000)).toBeLessThanOrEqual(16);
  });

  it('keeps a speech-band tone at its frequency and level', () => {
    const out = run(tone(1000, 22_050, 0.5), 1000);
    expect(amplitudeAt(out, 1000, 16_000)).toBeGreaterThan(9_700);
    expect(amplitudeAt(out, 1000, 16_000)).toBeLessThan(10_300);
  });

  it('removes tones above the new Nyquist frequency instead of aliasing them', () => {
    // A 10 kHz tone would alias to 6 kHz at 16 kHz without the low-pass.
    const out = run(tone(10_000, 22_050, 0.5), 1000);
    expect(amplitudeAt(out, 6_000, 16_000)).toBeLessThan(100);
  });

  it('gives identical samples whatever the chunking', () => {
    const input = tone(700, 22_050, 0.3);
    const whole = run(input, input.length);
    for (const chunk of [1, 7, 441, 2048]) expect(run(input, chunk)).toEqual(whole);
  });

  it('stays silent on silence and clips instead of wrapping', () => {
    expect(run(new Int16Array(5000), 512).every((s) => s === 0)).toBe(true);
    const square = Int16Array.from({ length: 4000 }, (_, i) => (Math.floor(i / 20) % 2 ? 32767 : -32768));
    const out = run(square, 512);
    expect(Math.max(...out)).toBeLessThanOrEqual(32767);
    expect(Math.min(...out)).toBeGreaterThanOrEqual(-32768);
  });
});
