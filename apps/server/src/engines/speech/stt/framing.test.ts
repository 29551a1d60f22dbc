import { describe, expect, it } from 'vitest';
import { createFrameDecoder, encodeFrame, MAX_FRAME_BYTES } from './framing';

describe('helper framing', () => {
  it('round-trips frames split at every possible byte boundary', () => {
    const bytes = Buffer.concat([
      encodeFrame('J', 'public <s> = wilco;'),
      encodeFrame('S'),
      encodeFrame('A', Buffer.from([1, 2, 3, 4])),
    ]);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const decoder = createFrameDecoder();
      const frames = [...decoder.push(bytes.subarray(0, cut)), ...decoder.push(bytes.subarray(cut))];
      expect(frames.map((f) => f.type)).toEqual(['J', 'S', 'A']);
      expect(frames[0]!.payload.toString()).toBe('public <s> = wilco;');
      expect(frames[1]!.payload.length).toBe(0);
      expect([...frames[2]!.payload]).toEqual([1, 2, 3, 4]);
    }
  });

  it('writes the length little-endian after a one-byte type', () => {
    const frame = encodeFrame('P', Buffer.alloc(258));
    expect([...frame.subarray(0, 5)]).toEqual([0x50, 2, 1, 0, 0]);
  });

  it('rejects a corrupt length instead of buffering forever', () => {
    const head = Buffer.alloc(5);
    head.write('K', 0, 'latin1');
    head.writeUInt32LE(MAX_FRAME_BYTES + 1, 1);
    expect(() => createFrameDecoder().push(head)).toThrow(/corrupt/);
  });

  it('refuses multi-character types', () => {
    expect(() => encodeFrame('JS')).toThrow(/one character/);
  });
});
