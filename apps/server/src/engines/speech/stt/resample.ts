/**
 * Streaming sample-rate conversion for 16-bit mono PCM, used to turn the recorder's 22050 Hz
 * (docs/product/speech.md, "Recorder") into the 16 kHz pocketsphinx's acoustic model expects
 * (docs/product/speech.md, "Measured on this machine": decoding 22050 directly is worse).
 *
 * Windowed-sinc interpolation with a precomputed polyphase table: 22050→16000 is exactly
 * 441:320, so 320 filter phases cover every output position. The filter also low-passes
 * below the new Nyquist frequency, so 8–11 kHz energy does not fold back into the speech band.
 * State carries across chunks: any chunking gives the same samples as one long push.
 */
export type Resampler = {
  push(input: Int16Array): Int16Array;
  /** Emits the samples still held back for the filter's look-ahead; call once at the end. */
  flush(): Int16Array;
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function buildTable(phases: number, halfTaps: number, cutoff: number): Float32Array {
  const width = 2 * halfTaps;
  const table = new Float32Array(phases * width);
  for (let p = 0; p < phases; p++) {
    const frac = p / phases;
    let sum = 0;
    for (let k = 0; k < width; k++) {
      const x = k - halfTaps + 1 - frac;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      // Blackman window over the kernel's span.
      const w = (x + halfTaps) / (2 * halfTaps);
      const window = 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
      table[p * width + k] = cutoff * sinc * Math.max(0, window);
      sum += table[p * width + k]!;
    }
    // Unity gain at DC for every phase, so no phase-dependent ripple in level.
    for (let k = 0; k < width; k++) table[p * width + k]! /= sum;
  }
  return table;
}

export function createResampler(fromRate: number, toRate: number, halfTaps = 16): Resampler {
  const g = gcd(fromRate, toRate);
  const up = toRate / g;
  const down = fromRate / g;
  if (up > 4096) throw new Error(`unsupported rate pair ${fromRate}→${toRate}`);
  const width = 2 * halfTaps;
  const table = buildTable(up, halfTaps, Math.min(1, toRate / fromRate) * 0.92);

  // buf holds input samples from absolute index `start`; it begins with silence so the first
  // output has a full left context.
  let buf = new Float32Array(halfTaps - 1);
  let start = -(halfTaps - 1);
  let base = 0;
  let phase = 0;

  function push(input: Int16Array): Int16Array {
    const joined = new Float32Array(buf.length + input.length);
    joined.set(buf);
    joined.set(input, buf.length);
    buf = joined;
    const end = start + buf.length;
    const count = Math.max(0, Math.ceil(((end - halfTaps - base) * up - phase) / down));
    const out = new Int16Array(count);
    let n = 0;
    while (base + halfTaps < end && n < count) {
      const from = base - halfTaps + 1 - start;
      const row = phase * width;
      let acc = 0;
      for (let k = 0; k < width; k++) acc += buf[from + k]! * table[row + k]!;
      out[n++] = Math.max(-32768, Math.min(32767, Math.round(acc)));
      const next = phase + down;
      base += Math.floor(next / up);
      phase = next % up;
    }
    const keepFrom = base - halfTaps + 1;
    buf = buf.slice(keepFrom - start);
    start = keepFrom;
    return n === count ? out : out.subarray(0, n);
  }

  return { push, flush: () => push(new Int16Array(halfTaps)) };
}

/** The conversion the offline recogniser needs: recorder rate → 16 kHz. */
export const createTo16k = (fromRate: number) => createResampler(fromRate, 16_000);
