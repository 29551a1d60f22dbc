/**
 * Frames between Node and the wilco-ps helper: [u8 type][u32 little-endian length][payload].
 * Pipes deliver bytes in arbitrary pieces, so the decoder reassembles whole frames.
 */
export type Frame = { type: string; payload: Buffer };

/** The helper refuses frames above this; a larger length means a corrupt stream. */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

export function encodeFrame(type: string, payload: Buffer | string = Buffer.alloc(0)): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  if (type.length !== 1) throw new Error(`frame type must be one character, got "${type}"`);
  if (body.length > MAX_FRAME_BYTES) throw new Error(`frame of ${body.length} bytes is too large`);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(body.length, 1);
  return Buffer.concat([head, body]);
}

export type FrameDecoder = {
  /** Adds bytes; returns every frame completed by them, in order. Throws on a corrupt stream. */
  push(chunk: Buffer): Frame[];
};

export function createFrameDecoder(): FrameDecoder {
  let pending: Buffer = Buffer.alloc(0);
  return {
    push(chunk) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const frames: Frame[] = [];
      while (pending.length >= 5) {
        const length = pending.readUInt32LE(1);
        if (length > MAX_FRAME_BYTES) throw new Error(`corrupt frame stream (length ${length})`);
        if (pending.length < 5 + length) break;
        frames.push({
          type: pending.toString('latin1', 0, 1),
          payload: Buffer.from(pending.subarray(5, 5 + length)),
        });
        pending = pending.subarray(5 + length);
      }
      return frames;
    },
  };
}
