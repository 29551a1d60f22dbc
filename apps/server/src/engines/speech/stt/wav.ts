/** A 16-bit PCM WAV file's samples (first channel) and rate. Tests and the bench feed these. */
export type Pcm = { sampleRate: number; samples: Int16Array };

export function readWav(file: Buffer): Pcm {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  while (offset + 8 <= file.length) {
    const id = file.toString('latin1', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (file.readUInt16LE(body) !== 1 || file.readUInt16LE(body + 14) !== 16)
        throw new Error('only 16-bit PCM WAV is supported');
      channels = file.readUInt16LE(body + 2);
      sampleRate = file.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      // Flite writes a data size of 0 when streaming; then the data runs to the end of the file.
      const end = size === 0 || body + size > file.length ? file.length : body + size;
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = file.readInt16LE(body + i * 2 * channels);
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}
