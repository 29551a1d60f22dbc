/**
 * After MAP, puts Debian's parameters back for the silence and filler phones (SIL, +NSN+, +SPN+):
 * the adaptation speech pauses in noise in most conditions, so MAP taught silence to sound like
 * noise and digital silence before clean speech began to fit a short word better
 * (docs/decisions/030-robust-offline-stt.md). In the en-us model every phone has its own codebook
 * (`.ptm.`), so a filler's Gaussians, its senones' mixture weights and its transition matrix
 * belong to it alone and can be swapped without touching the speech phones.
 *
 * Sphinx-III binary parameter files: an "s3" text header up to "endhdr\n", a byte-order word,
 * the dimensions (Gaussians: codebooks, streams, densities, one vector length per stream;
 * mixture weights: senones, streams, densities; transition matrices: matrices, rows, columns),
 * the float count, the float32 values, and with `chksum0 yes` a checksum of everything after the
 * byte-order word.
 */
export type S3Kind = 'gaussians' | 'mixw' | 'tmat';

type S3File = { prefix: Buffer; dims: number[]; values: Float32Array; checksum: boolean };

function readS3(bytes: Buffer, kind: S3Kind): S3File {
  const end = bytes.indexOf('endhdr\n') + 'endhdr\n'.length;
  if (end < 7 || bytes.readUInt32LE(end) !== 0x11223344) throw new Error('not a little-endian s3 file');
  const checksum = /\nchksum0 yes\n/.test(bytes.toString('latin1', 0, end));
  let at = end + 4;
  const int = () => {
    const v = bytes.readUInt32LE(at);
    at += 4;
    return v;
  };
  const dims = [int(), int(), int()];
  if (kind === 'gaussians') at += 4 * dims[1]!;
  const count = int();
  if (at + 4 * count + (checksum ? 4 : 0) !== bytes.length) throw new Error('s3 file size does not match');
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) values[i] = bytes.readFloatLE(at + 4 * i);
  return { prefix: bytes.subarray(0, at), dims, values, checksum };
}

function writeS3(f: S3File): Buffer {
  const data = Buffer.from(
    f.values.buffer.slice(f.values.byteOffset, f.values.byteOffset + f.values.byteLength),
  );
  if (!f.checksum) return Buffer.concat([f.prefix, data]);
  const end = f.prefix.indexOf('endhdr\n') + 'endhdr\n'.length + 4;
  const body = Buffer.concat([f.prefix.subarray(end), data]);
  let sum = 0;
  for (let i = 0; i < body.length; i += 4) sum = (((sum << 20) | (sum >>> 12)) + body.readUInt32LE(i)) >>> 0;
  const tail = Buffer.alloc(4);
  tail.writeUInt32LE(sum);
  return Buffer.concat([f.prefix, data, tail]);
}

/**
 * Copies the parameter blocks `units` (codebooks, senones or matrices) of `stock` into `adapted`.
 * Copied transition rows are normalised, as MAP writes them (Debian's hold counts).
 */
export function keepStockUnits(adapted: Buffer, stock: Buffer, kind: S3Kind, units: number[]): Buffer {
  const a = readS3(adapted, kind);
  const s = readS3(stock, kind);
  if (a.dims.join() !== s.dims.join() || a.values.length !== s.values.length)
    throw new Error(`adapted and stock ${kind} differ in shape`);
  const size = a.values.length / a.dims[0]!;
  const rowLength = kind === 'tmat' ? a.dims[2]! : size;
  for (const u of units) {
    const block = s.values.slice(u * size, (u + 1) * size);
    for (let r = 0; r < size; r += rowLength) {
      const row = block.subarray(r, r + rowLength);
      const total = row.reduce((x, y) => x + y, 0);
      if (kind === 'tmat' && total > 0) for (let c = 0; c < row.length; c++) row[c]! /= total;
    }
    a.values.set(block, u * size);
  }
  return writeS3(a);
}

export type FillerUnits = { phones: string[]; codebooks: number[]; senones: number[]; tmats: number[] };

/** The filler phones of a text model definition (pocketsphinx's `--mdef-text`) and their units. */
export function fillerUnits(mdefText: string): FillerUnits {
  const out: FillerUnits = { phones: [], codebooks: [], senones: [], tmats: [] };
  let ci = 0;
  for (const line of mdefText.split('\n')) {
    const cols = line.trim().split(/\s+/);
    // CI rows: base - - - attrib tmat s0 s1 s2 N
    if (cols.length < 8 || cols[1] !== '-' || cols[2] !== '-' || cols.at(-1) !== 'N') continue;
    if (cols[4] === 'filler') {
      out.phones.push(cols[0]!);
      out.codebooks.push(ci);
      out.tmats.push(Number(cols[5]));
      out.senones.push(...cols.slice(6, -1).map(Number));
    }
    ci++;
  }
  return out;
}
