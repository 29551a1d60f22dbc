import { describe, expect, it } from 'vitest';
import { readSendump, writeMixtureWeights } from './mixw';

/** A sendump as pocketsphinx writes it: title, header strings, an empty one, then the bytes. */
function sendump(
  features: number,
  codewords: number,
  senones: number,
  byte: (f: number, c: number, s: number) => number,
) {
  const str = (s: string) => {
    const body = Buffer.from(`${s}\0`, 'latin1');
    const len = Buffer.alloc(4);
    len.writeInt32LE(body.length);
    return Buffer.concat([len, body]);
  };
  const ints = (...v: number[]) => Buffer.from(Int32Array.from(v).buffer);
  const data: number[] = [];
  for (let f = 0; f < features; f++)
    for (let c = 0; c < codewords; c++) for (let s = 0; s < senones; s++) data.push(byte(f, c, s));
  return Buffer.concat([
    str('BEGIN FILE FORMAT DESCRIPTION'),
    str('cluster_count 0'),
    str(`feature_count ${features}`),
    ints(0, codewords, senones),
    Buffer.from(data),
  ]);
}

describe('readSendump', () => {
  it('expands quantised log weights into normalised mixture weights per senone and stream', () => {
    // Byte 0 → weight 1; byte 7 → 1.0001^-(7<<10) ≈ 0.489.
    const m = readSendump(sendump(2, 2, 3, (f, c) => (c === 0 ? 0 : f === 0 ? 7 : 0)));
    expect(m).toMatchObject({ senones: 3, features: 2, codewords: 2 });
    const w = 1.0001 ** -(7 << 10);
    // senone 0, stream 0: [1, w] normalised; stream 1: [1, 1] normalised.
    expect(m.values[0]).toBeCloseTo(1 / (1 + w), 5);
    expect(m.values[1]).toBeCloseTo(w / (1 + w), 5);
    expect([...m.values.subarray(2, 4)]).toEqual([0.5, 0.5]);
  });

  it('refuses a truncated file', () => {
    const whole = sendump(1, 2, 2, () => 0);
    expect(() => readSendump(whole.subarray(0, whole.length - 1))).toThrow('truncated');
  });
});

describe('writeMixtureWeights', () => {
  it('writes a Sphinx-III header, the byte-order word on a 4-byte boundary, dimensions and floats', () => {
    const values = Float32Array.from([0.25, 0.75]);
    const out = writeMixtureWeights({ senones: 1, features: 1, codewords: 2, values });
    const end = out.indexOf('endhdr\n') + 'endhdr\n'.length;
    expect(out.toString('latin1', 0, 3)).toBe('s3\n');
    expect(end % 4).toBe(0);
    expect(out.readInt32LE(end)).toBe(0x11223344);
    expect([1, 2, 3, 4].map((i) => out.readUInt32LE(end + 4 * i))).toEqual([1, 1, 2, 2]);
    expect([out.readFloatLE(end + 20), out.readFloatLE(end + 24)]).toEqual([0.25, 0.75]);
  });
});
