/**
 * Pure, seeded signal maths for the bench's real-life conditions (conditions.ts):
 * noise that sounds like a cockpit or a room, mixed at a chosen signal-to-noise ratio, and the
 * gain mistakes of a real microphone. Same seed, same samples: the bench's cache and its figures
 * stay reproducible.
 */
import type { Noise } from './conditions';

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from any text (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * Engine-like noise: a piston engine's firing harmonics (a ~90 Hz fundamental that wanders a
 * little) over low-passed rumble: most of its energy is low.
 */
function engineNoise(n: number, rate: number, random: () => number): Float64Array {
  const out = new Float64Array(n);
  const f0 = 80 + 20 * random();
  const phases = Array.from({ length: 8 }, () => 2 * Math.PI * random());
  let rumble = 0;
  let phase = 0;
  const alpha = Math.exp((-2 * Math.PI * 400) / rate); // one-pole low-pass at ~400 Hz
  for (let i = 0; i < n; i++) {
    const f = f0 * (1 + 0.02 * Math.sin((2 * Math.PI * 0.7 * i) / rate));
    phase += (2 * Math.PI * f) / rate;
    let tone = 0;
    for (let k = 0; k < phases.length; k++) tone += Math.sin((k + 1) * phase + phases[k]!) / (k + 1);
    rumble = alpha * rumble + (1 - alpha) * gaussian(random);
    out[i] = tone + 6 * rumble;
  }
  return out;
}

/** `babble`: a background track (other people talking), read from a seeded offset. */
export function makeNoise(
  kind: Noise,
  n: number,
  rate: number,
  seed: number,
  babble?: Int16Array,
): Float64Array {
  const random = seededRandom(seed);
  if (kind === 'white') return Float64Array.from({ length: n }, () => gaussian(random));
  if (kind === 'engine') return engineNoise(n, rate, random);
  if (!babble?.length) throw new Error('babble noise needs a background track');
  const start = Math.floor(random() * babble.length);
  return Float64Array.from({ length: n }, (_, i) => babble[(start + i) % babble.length]!);
}

/**
 * Power of the speech itself: the mean square over 20 ms frames within 40 dB of the loudest,
 * so pauses do not make a clip look quieter than it sounds.
 */
export function speechPower(samples: ArrayLike<number>, rate: number): number {
  const frame = Math.max(1, Math.round(rate * 0.02));
  const powers: number[] = [];
  for (let at = 0; at + frame <= samples.length; at += frame) {
    let sum = 0;
    for (let i = at; i < at + frame; i++) sum += samples[i]! * samples[i]!;
    powers.push(sum / frame);
  }
  const loudest = Math.max(0, ...powers);
  const active = powers.filter((p) => p > loudest * 1e-4);
  return active.length ? active.reduce((a, b) => a + b, 0) / active.length : 0;
}

/** Adds `noise` scaled so that speech power over noise power is `snrDb`. */
export function mixAtSnr(
  speech: Float64Array,
  noise: Float64Array,
  snrDb: number,
  rate: number,
): Float64Array {
  const ps = speechPower(speech, rate);
  const pn = noise.reduce((a, x) => a + x * x, 0) / Math.max(1, noise.length);
  const scale = pn > 0 ? Math.sqrt(ps / (pn * 10 ** (snrDb / 10))) : 0;
  return speech.map((x, i) => x + scale * (noise[i] ?? 0));
}

/** `quiet`: 30 dB down; `clipped`: 12 dB up, into the 16-bit ceiling. */
export function applyGain(samples: Float64Array, gain: 'quiet' | 'clipped'): Float64Array {
  const factor = gain === 'quiet' ? 10 ** (-30 / 20) : 10 ** (12 / 20);
  return samples.map((x) => x * factor);
}

/** Rounds to 16-bit, saturating at the ceiling as a sound card's converter does. */
export function toInt16(samples: Float64Array): Int16Array {
  return Int16Array.from(samples, (x) => Math.max(-32768, Math.min(32767, Math.round(x))));
}
