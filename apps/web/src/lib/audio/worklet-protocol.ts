/** Messages between the recorder (main thread) and pcm-worklet.ts (audio thread). */
export const PCM_WORKLET_NAME = 'wilco-pcm-capture';

export type WorkletOptions = {
  /** The AudioContext's rate; the worklet converts from it. */
  inputRate: number;
  outputRate: number;
  sliceSamples: number;
};

export type WorkletCommand = { type: 'capture'; on: boolean } | { type: 'flush'; id: number };

/** `pcm` is 16-bit little-endian mono at `outputRate`, transferred, never copied. */
export type WorkletMessage =
  { type: 'chunk'; pcm: ArrayBuffer } | { type: 'flushed'; id: number; pcm: ArrayBuffer };
