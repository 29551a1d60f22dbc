import { describe, expect, it } from 'vitest';
import { assessInput, highBandDb, levelsOf, MIN_SPEECH_FRAMES, type InputFrame } from './input-check';

const frames = (n: number, frame: InputFrame) => Array.from({ length: n }, () => frame);
const wideband: InputFrame = { rms: 0.08, peak: 0.4, highBandDb: -24 };

describe('assessInput', () => {
  it('finds nothing wrong with clear wideband speech, and judges nothing before enough of it', () => {
    expect(assessInput(frames(60, wideband))).toEqual([]);
    expect(assessInput(frames(MIN_SPEECH_FRAMES - 1, { ...wideband, highBandDb: -80 }))).toEqual([]);
  });

  it('calls a line with nothing above 4 kHz narrowband', () => {
    expect(assessInput(frames(30, { ...wideband, highBandDb: -62 }))).toEqual(['narrowband']);
    // Pauses (below the speech level) do not count either way.
    const mixed = [
      ...frames(30, { ...wideband, highBandDb: -62 }),
      ...frames(60, { rms: 0.0005, peak: 0.001, highBandDb: -10 }),
    ];
    expect(assessInput(mixed)).toEqual(['narrowband']);
  });

  it('calls speech under −36 dBFS too quiet, and two seconds without speech too', () => {
    expect(assessInput(frames(30, { rms: 0.008, peak: 0.03, highBandDb: -25 }))).toEqual(['quiet']);
    expect(assessInput(frames(4 * MIN_SPEECH_FRAMES, { rms: 0.0008, peak: 0.003, highBandDb: -25 }))).toEqual(
      ['quiet'],
    );
  });

  it('calls repeated full-scale peaks clipping, but not a single pop', () => {
    const clipped = [...frames(40, wideband), ...frames(4, { rms: 0.5, peak: 1, highBandDb: -20 })];
    expect(assessInput(clipped)).toEqual(['clipping']);
    expect(assessInput([...frames(40, wideband), { rms: 0.5, peak: 1, highBandDb: -20 }])).toEqual([]);
  });

  it('ignores a band it cannot measure (a context below 16 kHz)', () => {
    expect(assessInput(frames(30, { ...wideband, highBandDb: null }))).toEqual([]);
  });
});

describe('levelsOf', () => {
  it('measures root mean square and peak', () => {
    expect(levelsOf([0.5, -0.5, 0.5, -0.5])).toEqual({ rms: 0.5, peak: 0.5 });
    expect(levelsOf([0, -1, 0, 0])).toEqual({ rms: 0.5, peak: 1 });
    expect(levelsOf([])).toEqual({ rms: 0, peak: 0 });
  });
});

describe('highBandDb', () => {
  const bins = 512;
  const rate = 48_000;
  const hz = rate / 2 / bins;
  const spectrum = (level: (f: number) => number) =>
    Float32Array.from({ length: bins }, (_, i) => level(i * hz));

  it('is about 0 dB for flat noise with equal bandwidths, and far below for an 8 kHz line', () => {
    // 300–3400 Hz is 3.1 kHz wide, 4–7.8 kHz 3.8 kHz: flat noise gives ~+0.9 dB.
    expect(
      highBandDb(
        spectrum(() => -60),
        rate,
      ),
    ).toBeCloseTo(0.9, 0);
    const line = highBandDb(
      spectrum((f) => (f < 3800 ? -50 : -130)),
      rate,
    );
    expect(line).toBeLessThan(-70);
  });

  it('is null below 16 kHz and when the speech band is silent', () => {
    expect(
      highBandDb(
        spectrum(() => -60),
        8000,
      ),
    ).toBeNull();
    expect(
      highBandDb(
        spectrum(() => -Infinity),
        rate,
      ),
    ).toBeNull();
  });
});
