/**
 * docs/product/shell-and-accounts.md, "Testing devices": while the microphone test runs, the input is
 * checked for what makes offline recognition fail (docs/product/speech.md, "Real microphones"):
 * a narrowband line (a Bluetooth headset in call mode, a telephone), a level too low to hear, or
 * clipping. Pure functions over short analyser frames.
 */

/** One analyser read: levels in full-scale units (1 = 0 dBFS). */
export type InputFrame = {
  rms: number;
  peak: number;
  /**
   * Energy above 4 kHz relative to energy at 300–3400 Hz, in dB; null when the context's
   * rate cannot show it (below 16 kHz).
   */
  highBandDb: number | null;
};

export type InputIssue = 'narrowband' | 'quiet' | 'clipping';

/** A frame counts as speech above −50 dBFS. */
const SPEECH_RMS = 10 ** (-50 / 20);
/** Half a second of speech (frames of 2048 samples at 44.1–48 kHz) before judging. */
export const MIN_SPEECH_FRAMES = 12;
/** Speech whose louder frames stay under −36 dBFS is too quiet for the recogniser. */
const QUIET_RMS = 10 ** (-36 / 20);
/** A sample this close to full scale is clipped. */
const CLIP_PEAK = 0.99;
/**
 * Wideband speech keeps roughly −15 to −35 dB above 4 kHz; an 8 kHz line keeps nothing there but
 * the converter's noise, 50 dB or more below.
 */
const NARROWBAND_DB = -45;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : Number.NaN;
};

/** The issues heard so far, worst first; empty while there is too little speech to judge. */
export function assessInput(frames: InputFrame[]): InputIssue[] {
  const speech = frames.filter((f) => f.rms >= SPEECH_RMS);
  const clipped = frames.filter((f) => f.peak >= CLIP_PEAK).length;
  const issues: InputIssue[] = [];
  if (clipped >= 3 && clipped >= 0.05 * Math.max(1, speech.length)) issues.push('clipping');
  if (speech.length < MIN_SPEECH_FRAMES) {
    // Two seconds with hardly any speech: a muted or far-away microphone.
    if (frames.length >= 4 * MIN_SPEECH_FRAMES) issues.push('quiet');
    return issues;
  }
  const loud = [...speech].sort((a, b) => b.rms - a.rms).slice(0, Math.ceil(speech.length / 4));
  if (median(loud.map((f) => f.rms)) < QUIET_RMS) issues.push('quiet');
  const high = speech.map((f) => f.highBandDb).filter((d): d is number => d !== null);
  if (high.length >= MIN_SPEECH_FRAMES && median(high) < NARROWBAND_DB) issues.unshift('narrowband');
  return issues;
}

export const INPUT_ADVICE: Record<InputIssue, { title: string; advice: string }> = {
  narrowband: {
    title: 'Your microphone sounds like a telephone line.',
    advice:
      'Bluetooth headsets switch to a narrow call mode when their microphone is on, and speech recognition then makes more mistakes. Use a wired headset or the computer’s microphone if you can.',
  },
  quiet: {
    title: 'We can barely hear you.',
    advice:
      'Move the microphone closer to your mouth, check that it is not muted, or raise its input volume in your system’s sound settings.',
  },
  clipping: {
    title: 'Your microphone is too loud and distorts.',
    advice:
      'Lower its input volume in your system’s sound settings, or move the microphone a little away from your mouth.',
  },
};

/** Root mean square and peak of time-domain samples in −1..1. */
export function levelsOf(samples: ArrayLike<number>): { rms: number; peak: number } {
  let sum = 0;
  let peak = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const x = samples[i] ?? 0;
    sum += x * x;
    peak = Math.max(peak, Math.abs(x));
  }
  return { rms: samples.length ? Math.sqrt(sum / samples.length) : 0, peak };
}

/**
 * Energy above 4 kHz against 300–3400 Hz from an analyser's spectrum (dB per bin, bins
 * spaced sampleRate / (2 × bins) apart); null below 16 kHz or when the band holds nothing.
 */
export function highBandDb(spectrumDb: ArrayLike<number>, sampleRate: number): number | null {
  if (sampleRate < 16_000 || spectrumDb.length === 0) return null;
  const hz = sampleRate / 2 / spectrumDb.length;
  let band = 0;
  let high = 0;
  for (let i = 0; i < spectrumDb.length; i += 1) {
    const f = i * hz;
    const power = 10 ** ((spectrumDb[i] ?? -Infinity) / 10);
    if (f >= 300 && f <= 3400) band += power;
    else if (f >= 4000 && f <= 7800) high += power;
  }
  if (!(band > 0)) return null;
  return 10 * Math.log10(Math.max(high, 1e-30) / band);
}
