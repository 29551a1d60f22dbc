import { STT_MAX_CHUNK_BYTES } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { createPcmSlicer, floatToPcm16, mixToMono } from './pcm';
import { RECORDER_SLICE_SAMPLES, silencePcm16, splitPcm } from './pcm-chunks';

const int16s = (buffer: ArrayBuffer) => {
  const view = new DataView(buffer);
  return Array.from({ length: buffer.byteLength / 2 }, (_, i) => view.getInt16(i * 2, true));
};

describe('floatToPcm16', () => {
  it('scales to 16-bit, clips out-of-range and non-finite samples', () => {
    expect(int16s(floatToPcm16([0, 1, -1, 0.5, -0.5, 2, -3, Number.NaN]))).toEqual([
      0, 32767, -32768, 16384, -16384, 32767, -32768, 0,
    ]);
  });

  it('writes little-endian bytes', () => {
    const bytes = new Uint8Array(floatToPcm16([1, -1]));
    expect(Array.from(bytes)).toEqual([0xff, 0x7f, 0x00, 0x80]);
  });
});

describe('silencePcm16', () => {
  it('is 0.25 s of zeros at 22050 Hz by default rate', () => {
    const silence = silencePcm16(0.25);
    expect(silence.byteLength).toBe(5513 * 2);
    expect(new Uint8Array(silence).every((byte) => byte === 0)).toBe(true);
  });
});

describe('splitPcm', () => {
  it('keeps every piece within the limit and on sample boundaries', () => {
    const buffer = new Uint8Array(40_001).map((_, i) => i % 251).buffer;
    const pieces = splitPcm(buffer);
    expect(pieces.every((piece) => piece.byteLength <= STT_MAX_CHUNK_BYTES)).toBe(true);
    expect(pieces.slice(0, -1).every((piece) => piece.byteLength % 2 === 0)).toBe(true);
    const joined = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
    let offset = 0;
    for (const piece of pieces) {
      joined.set(new Uint8Array(piece), offset);
      offset += piece.byteLength;
    }
    expect(joined).toEqual(new Uint8Array(buffer));
  });

  it('passes a small buffer through and drops an empty one', () => {
    const small = new ArrayBuffer(10);
    expect(splitPcm(small)).toEqual([small]);
    expect(splitPcm(new ArrayBuffer(0))).toEqual([]);
    expect(() => splitPcm(small, 1)).toThrow(RangeError);
  });
});

describe('mixToMono', () => {
  it('averages channels and passes a single channel through', () => {
    const left = Float32Array.from([1, 0.5]);
    expect(mixToMono([left])).toBe(left);
    expect(Array.from(mixToMono([left, Float32Array.from([0, -0.5])]))).toEqual([0.5, 0]);
    expect(mixToMono([])).toHaveLength(0);
  });
});

describe('createPcmSlicer', () => {
  it('emits full 250 ms slices within the socket limit and flushes the remainder', () => {
    const slicer = createPcmSlicer(RECORDER_SLICE_SAMPLES);
    expect(RECORDER_SLICE_SAMPLES * 2).toBeLessThanOrEqual(STT_MAX_CHUNK_BYTES);
    const block = new Float32Array(128).fill(0.25);
    const slices: ArrayBuffer[] = [];
    for (let i = 0; i < 100; i += 1) slices.push(...slicer.push(block));
    expect(slices).toHaveLength(Math.floor((100 * 128) / RECORDER_SLICE_SAMPLES));
    expect(slices.every((slice) => slice.byteLength === RECORDER_SLICE_SAMPLES * 2)).toBe(true);
    const rest = slicer.flush();
    expect(rest?.byteLength).toBe(((100 * 128) % RECORDER_SLICE_SAMPLES) * 2);
    expect(int16s(rest ?? new ArrayBuffer(0)).every((sample) => sample === 8192)).toBe(true);
    expect(slicer.flush()).toBeNull();
  });

  it('keeps sample order across slices', () => {
    const slicer = createPcmSlicer(3);
    const out = slicer.push(Float32Array.from([0.1, 0.2, 0.3, 0.4, 0.5]));
    const tail = slicer.flush();
    expect(out.flatMap(int16s).concat(int16s(tail ?? new ArrayBuffer(0)))).toEqual(
      int16s(floatToPcm16([0.1, 0.2, 0.3, 0.4, 0.5])),
    );
  });
});
