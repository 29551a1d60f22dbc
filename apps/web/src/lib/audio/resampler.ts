/**
 * Streaming sample-rate conversion for the recorder worklet. Chromium can open the AudioContext
 * at 22050 Hz and resample itself (then this is a pass-through); Firefox refuses to connect a
 * microphone to a context whose rate differs from the device's, so there we convert here.
 */
export type Resampler = {
  readonly fromRate: number;
  readonly toRate: number;
  /** Converts the next block; state carries over, so block boundaries leave no seams. */
  process: (input: Float32Array) => Float32Array;
};

type Biquad = (input: Float32Array) => Float32Array;

/** RBJ cookbook low-pass (Butterworth Q). Stateful across blocks. */
function createLowPass(cutoff: number, sampleRate: number): Biquad {
  const w0 = (2 * Math.PI * cutoff) / sampleRate;
  const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
  const cos = Math.cos(w0);
  const a0 = 1 + alpha;
  const b0 = (1 - cos) / 2 / a0;
  const b1 = (1 - cos) / a0;
  const a1 = (-2 * cos) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  return (input) => {
    const output = new Float32Array(input.length);
    for (let i = 0; i < input.length; i += 1) {
      const x = input[i] ?? 0;
      const y = b0 * x + b1 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
      output[i] = y;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
    }
    return output;
  };
}

/**
 * Linear interpolation, preceded when downsampling by a 4th-order low-pass at 45% of the target
 * rate, so that what lies above the new Nyquist frequency does not fold back into speech.
 */
export function createResampler(fromRate: number, toRate: number): Resampler {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('Sample rates must be positive');
  if (fromRate === toRate) return { fromRate, toRate, process: (input) => input.slice() };

  const ratio = fromRate / toRate;
  const stages: Biquad[] =
    toRate < fromRate ? [createLowPass(0.45 * toRate, fromRate), createLowPass(0.45 * toRate, fromRate)] : [];
  // Position of the next output sample in the virtual block [previous sample, ...input].
  let position = 1;
  let previous = 0;

  const process = (input: Float32Array): Float32Array => {
    const filtered = stages.reduce((block, stage) => stage(block), input);
    const n = filtered.length;
    const at = (i: number) => (i === 0 ? previous : (filtered[i - 1] ?? 0));
    // One spare slot: rounding in the count must never cut the loop short.
    const output = new Float32Array(Math.max(0, Math.ceil((n - position) / ratio)) + 1);
    let written = 0;
    while (position < n) {
      const i = Math.floor(position);
      const fraction = position - i;
      output[written] = at(i) * (1 - fraction) + at(i + 1) * fraction;
      written += 1;
      position += ratio;
    }
    position -= n;
    if (n > 0) previous = at(n);
    return output.subarray(0, written);
  };

  return { fromRate, toRate, process };
}
