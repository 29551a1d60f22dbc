import { describe, expect, it } from 'vitest';
import { fillerUnits, keepStockUnits } from './stock-fillers';

/** An s3 transition-matrix file with checksum: `n` matrices of 2 × 3 holding `fill(m, i)`. */
function tmatFile(n: number, fill: (m: number, i: number) => number) {
  const head = Buffer.from('s3\nversion 1.0\nchksum0 yes\n  endhdr\n', 'latin1');
  const values = Float32Array.from({ length: n * 6 }, (_, k) => fill(Math.floor(k / 6), k % 6));
  const ints = Buffer.from(Uint32Array.from([0x11223344, n, 2, 3, n * 6]).buffer);
  const body = Buffer.concat([ints.subarray(4), Buffer.from(values.buffer)]);
  let sum = 0;
  for (let i = 0; i < body.length; i += 4) sum = (((sum << 20) | (sum >>> 12)) + body.readUInt32LE(i)) >>> 0;
  return Buffer.concat([head, ints.subarray(0, 4), body, Buffer.from(Uint32Array.from([sum]).buffer)]);
}

/** The values: after the header, the byte-order word, three dimensions and the count; before the checksum. */
const floats = (b: Buffer) => {
  const at = b.byteOffset + b.indexOf('endhdr\n') + 7 + 20;
  return [...new Float32Array(b.buffer.slice(at, b.byteOffset + b.length - 4))];
};

describe('keepStockUnits', () => {
  it('copies only the chosen blocks from the stock file, normalising transition rows, and rewrites the checksum', () => {
    const adapted = tmatFile(3, () => 0.5);
    const stock = tmatFile(3, (m, i) => (m + 1) * (i + 1));
    const out = keepStockUnits(adapted, stock, 'tmat', [1]);
    expect(floats(out)).toEqual([
      ...[0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
      // Matrix 1 from stock: rows [2, 4, 6] and [8, 10, 12], each normalised.
      ...[2 / 12, 4 / 12, 6 / 12, 8 / 30, 10 / 30, 12 / 30].map((v) => Math.fround(v)),
      ...[0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    ]);
    // A file written from the same values carries the same checksum.
    const expected = tmatFile(3, (m, i) => floats(out)[m * 6 + i]!);
    expect(out.equals(expected)).toBe(true);
  });

  it('refuses files of different shapes', () => {
    expect(() =>
      keepStockUnits(
        tmatFile(3, () => 1),
        tmatFile(2, () => 1),
        'tmat',
        [0],
      ),
    ).toThrow(/shape/);
  });
});

describe('fillerUnits', () => {
  it('finds the filler phones, their codebook (phone index), senones and matrices', () => {
    const mdef = [
      '0.3',
      '3 n_base',
      "#base lft  rt p attrib tmat      ... state id's ...",
      '+NSN+   -   - - filler    0      0      1      2 N',
      '   AA   -   - -    n/a    1      3      4      5 N',
      '  SIL   -   - - filler    2      6      7      8 N',
      '   AA  SIL SIL b    n/a    1      9     10     11 N',
    ].join('\n');
    expect(fillerUnits(mdef)).toEqual({
      phones: ['+NSN+', 'SIL'],
      codebooks: [0, 2],
      senones: [0, 1, 2, 6, 7, 8],
      tmats: [0, 2],
    });
  });
});
