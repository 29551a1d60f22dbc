import { STT_MAX_CHUNK_BYTES, STT_SAMPLE_RATE } from '@wilco/shared';

/**
 * docs/product/speech.md, "Recorder" (proxy variant): the recorder ships 250 ms slices. 5513 samples = 11026
 * bytes.
 */
export const RECORDER_SLICE_SECONDS = 0.25;
export const RECORDER_SLICE_SAMPLES = Math.round(STT_SAMPLE_RATE * RECORDER_SLICE_SECONDS);

/**
 * `seconds` of 16-bit silence at `sampleRate` (docs/product/speech.md, "Recorder": sent while waiting for the
 * final).
 */
export function silencePcm16(seconds: number, sampleRate: number = STT_SAMPLE_RATE): ArrayBuffer {
  return new ArrayBuffer(Math.round(seconds * sampleRate) * 2);
}

/** Splits a PCM buffer so no piece exceeds `maxBytes`, never cutting a 16-bit sample in two. */
export function splitPcm(buffer: ArrayBuffer, maxBytes: number = STT_MAX_CHUNK_BYTES): ArrayBuffer[] {
  const step = maxBytes - (maxBytes % 2);
  if (step <= 0) throw new RangeError('maxBytes must hold at least one sample');
  if (buffer.byteLength <= step) return buffer.byteLength ? [buffer] : [];
  const pieces: ArrayBuffer[] = [];
  for (let start = 0; start < buffer.byteLength; start += step) {
    pieces.push(buffer.slice(start, Math.min(start + step, buffer.byteLength)));
  }
  return pieces;
}
