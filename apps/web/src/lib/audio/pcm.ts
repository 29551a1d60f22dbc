// Sample-level PCM helpers. They run inside the AudioWorklet too, so this file imports nothing:
// anything it pulled in (zod via @wilco/shared) would be bundled into the worklet.

/**
 * Float samples (-1..1) to 16-bit little-endian PCM. Written through a DataView so the byte
 * order is the wire's (linear16), whatever the platform's. Out-of-range input is clipped.
 */
export function floatToPcm16(samples: ArrayLike<number>): ArrayBuffer {
  const buffer = new ArrayBuffer(samples.length * 2);
  const view = new DataView(buffer);
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] ?? 0;
    const clipped = Number.isFinite(sample) ? Math.max(-1, Math.min(1, sample)) : 0;
    // Asymmetric scale: -1 maps to -32768 and +1 to 32767, so both ends fit.
    view.setInt16(i * 2, clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff), true);
  }
  return buffer;
}

/** Averages the input channels of one render quantum into one (docs/product/speech.md, "Recorder": mono). */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels) {
    for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  }
  return mono;
}

export type PcmSlicer = {
  /** Adds samples; returns every slice that filled up, as little-endian PCM. */
  push: (samples: Float32Array) => ArrayBuffer[];
  /** The partial slice, if any, e.g. when recording stops. */
  flush: () => ArrayBuffer | null;
};

/** Gathers samples into fixed-size slices so the socket sees a steady, bounded chunk size. */
export function createPcmSlicer(sliceSamples: number): PcmSlicer {
  const slice = new Float32Array(sliceSamples);
  let filled = 0;
  return {
    push(samples) {
      const ready: ArrayBuffer[] = [];
      let offset = 0;
      while (offset < samples.length) {
        const take = Math.min(sliceSamples - filled, samples.length - offset);
        slice.set(samples.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === sliceSamples) {
          ready.push(floatToPcm16(slice));
          filled = 0;
        }
      }
      return ready;
    },
    flush() {
      if (filled === 0) return null;
      const rest = floatToPcm16(slice.subarray(0, filled));
      filled = 0;
      return rest;
    },
  };
}
