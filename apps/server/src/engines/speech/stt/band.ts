/**
 * A streaming band-pass for the offline recogniser's 16 kHz input (docs/decisions/030-robust-offline-stt.md):
 * every answer reaches the decoder in the telephone/radio band, whatever the microphone, so a
 * narrowband headset and a wideband laptop microphone give the decoder the same kind of features,
 * and noise outside the band (engine rumble, hiss above it) never reaches it.
 *
 * Butterworth sections from the RBJ audio-EQ cookbook: two low-pass and one high-pass biquad
 * (24 dB/octave above the band, 12 dB/octave below). State carries across chunks.
 */
import { createTo16k, type Resampler } from './resample';

type Biquad = {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
  x1: number;
  x2: number;
  y1: number;
  y2: number;
};

const Q_4TH = [0.5412, 1.3066]; // the two sections of a 4th-order Butterworth

function biquad(kind: 'low' | 'high', freq: number, rate: number, q: number): Biquad {
  const w = (2 * Math.PI * freq) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b1 = kind === 'low' ? 1 - cos : -(1 + cos);
  const b0 = kind === 'low' ? (1 - cos) / 2 : (1 + cos) / 2;
  return {
    b0: b0 / a0,
    b1: b1 / a0,
    b2: b0 / a0,
    a1: (-2 * cos) / a0,
    a2: (1 - alpha) / a0,
    x1: 0,
    x2: 0,
    y1: 0,
    y2: 0,
  };
}

export type BandFilter = { push(input: Int16Array): Int16Array };

export function createBandFilter(rate: number, low: number, high: number): BandFilter {
  const sections = [
    ...Q_4TH.map((q) => biquad('low', high, rate, q)),
    biquad('high', low, rate, Math.SQRT1_2),
  ];
  return {
    push(input) {
      const out = new Int16Array(input.length);
      for (let i = 0; i < input.length; i++) {
        let x = input[i]!;
        for (const s of sections) {
          const y = s.b0 * x + s.b1 * s.x1 + s.b2 * s.x2 - s.a1 * s.y1 - s.a2 * s.y2;
          s.x2 = s.x1;
          s.x1 = x;
          s.y2 = s.y1;
          s.y1 = y;
          x = y;
        }
        out[i] = Math.max(-32768, Math.min(32767, Math.round(x)));
      }
      return out;
    },
  };
}

/** The band the recogniser hears in (docs/decisions/030-robust-offline-stt.md), or none: full 16 kHz. */
export type Band = { low: number; high: number } | null;

/** Recorder rate → 16 kHz, then the band-pass when one is set: what the decoder is fed. */
export function createDecoderInput(fromRate: number, band: Band): Resampler {
  const resampler = createTo16k(fromRate);
  if (!band) return resampler;
  const filter = createBandFilter(16_000, band.low, band.high);
  return { push: (pcm) => filter.push(resampler.push(pcm)), flush: () => filter.push(resampler.flush()) };
}
