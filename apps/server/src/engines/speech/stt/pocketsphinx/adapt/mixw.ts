/**
 * Debian's en-us model ships its mixture weights only as pocketsphinx's quantised `sendump`;
 * sphinxtrain's bw and map_adapt read the float `mixture_weights` file. This expands one into the
 * other (docs/decisions/030-robust-offline-stt.md).
 *
 * sendump: length-prefixed header strings ending with an empty one, then int32 #codewords and
 * int32 #senones, then for every feature stream and codeword one byte per senone: the weight's
 * negated log base 1.0001, shifted right by 10 bits.
 * mixture_weights: Sphinx-III binary parameters, "s3" text header, a byte-order word, the three
 * dimensions (senone, feature, codeword), their product and the float32 values.
 */
const MIXW_SHIFT = 10;
const LOG_BASE = 1.0001;

export type MixtureWeights = { senones: number; features: number; codewords: number; values: Float32Array };

export function readSendump(bytes: Buffer): MixtureWeights {
  let at = 0;
  const int = () => {
    const v = bytes.readInt32LE(at);
    at += 4;
    return v;
  };
  let features = 1;
  const title = int();
  at += title;
  for (let len = int(); len > 0; len = int()) {
    const header = bytes.toString('latin1', at, at + len - 1);
    at += len;
    const m = /^feature_count (\d+)/.exec(header);
    if (m) features = Number(m[1]);
  }
  const codewords = int();
  const senones = int();
  if (at + features * codewords * senones > bytes.length) throw new Error('sendump is truncated');
  const values = new Float32Array(senones * features * codewords);
  for (let f = 0; f < features; f++)
    for (let c = 0; c < codewords; c++)
      for (let s = 0; s < senones; s++)
        values[(s * features + f) * codewords + c] = LOG_BASE ** -(bytes[at++]! << MIXW_SHIFT);
  // Quantisation leaves each distribution a little off 1; bw expects them normalised.
  for (let i = 0; i < senones * features; i++) {
    const row = values.subarray(i * codewords, (i + 1) * codewords);
    const total = row.reduce((a, b) => a + b, 0);
    if (total > 0) for (let c = 0; c < codewords; c++) row[c]! /= total;
  }
  return { senones, features, codewords, values };
}

export function writeMixtureWeights(m: MixtureWeights): Buffer {
  // The binary data starts on a 4-byte boundary, padded before "endhdr".
  let head = 's3\nversion 1.0\n';
  const lsb = (head.length + 'endhdr\n'.length) & 3;
  head += `${lsb ? ' '.repeat(4 - lsb) : ''}endhdr\n`;
  const dims = Buffer.alloc(20);
  dims.writeInt32LE(0x11223344, 0);
  dims.writeUInt32LE(m.senones, 4);
  dims.writeUInt32LE(m.features, 8);
  dims.writeUInt32LE(m.codewords, 12);
  dims.writeUInt32LE(m.values.length, 16);
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    dims,
    Buffer.from(m.values.buffer, m.values.byteOffset, m.values.byteLength),
  ]);
}
