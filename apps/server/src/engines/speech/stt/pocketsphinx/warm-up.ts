import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDecoderInput, type Band } from '../band';
import { readWav } from '../wav';
import type { PsHelper } from './helper-process';

const run = promisify(execFile);
const PHRASE =
  'wilco, cleared to land runway two seven, november one two three alpha bravo. climb and maintain four thousand five hundred, turn left heading three four zero, contact departure one one niner point eight five, squawk six two five one';
const WORDS = [...new Set(PHRASE.replace(/[,.]/g, '').split(' '))];
const GRAMMAR = `#JSGF V1.0;\ngrammar warm;\npublic <s> = (${WORDS.join(' | ')})+;\n`;

const speech = new Map<string, Promise<Buffer | null>>();

/** One phrase of 16 kHz speech from flite, made once per process; null when flite is missing. */
function calibrationSpeech(flite: string, band: Band): Promise<Buffer | null> {
  const key = JSON.stringify(band);
  const made = speech.get(key);
  if (made) return made;
  const making = (async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-stt-'));
    try {
      const file = path.join(dir, 'warm.wav');
      await run(flite, ['-voice', 'slt', '-t', PHRASE, '-o', file], { timeout: 10_000 });
      const wav = readWav(readFileSync(file));
      const r = createDecoderInput(wav.sampleRate, band);
      const pcm = Int16Array.from([...r.push(wav.samples), ...r.flush()]);
      return Buffer.from(pcm.buffer);
    } catch {
      return null;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  speech.set(key, making);
  return making;
}

/** Decodes the calibration phrase once: the decoder's cepstral mean is then set. */
async function decodePhrase(helper: PsHelper, pcm: Buffer): Promise<void> {
  await helper.request('J', GRAMMAR);
  await helper.request('S');
  await helper.request('A', pcm);
  await helper.request('E');
}

/**
 * The cepstral mean of the first decoder calibrated in this process, shared with the rest that
 * hear the same way: same band, model and noise suppression (`decoder`), since each changes the
 * features the mean is taken over.
 */
const calibrated = new Map<string, Promise<string>>();

/**
 * A fresh decoder has no cepstral mean and mishears its first utterance
 * (docs/product/speech.md, "Warm decoders"). The first decoder of the process decodes one
 * synthetic phrase to set it; every later one is given that decoder's mean ('N'), which leaves
 * it in the same state without ~0.4 s of decoding: twenty calls starting together no longer
 * queue behind twenty calibrations. Without flite, wilco-ps instead decodes the learner's first
 * utterance twice.
 */
export async function warmUpDecoder(
  helper: PsHelper,
  band: Band = null,
  flite = 'flite',
  decoder = '',
): Promise<void> {
  const pcm = await calibrationSpeech(flite, band);
  if (!pcm) return;
  const key = JSON.stringify([band, decoder]);
  const shared = calibrated.get(key);
  if (shared) {
    const mean = await shared.catch(() => null);
    if (
      mean &&
      (await helper.request('N', mean).then(
        () => true,
        () => false,
      ))
    )
      return;
    return decodePhrase(helper, pcm);
  }
  const mine = (async () => {
    await decodePhrase(helper, pcm);
    return (await helper.request('G')).payload.toString();
  })();
  calibrated.set(key, mine);
  // A decoder that died mid-calibration leaves the next one to try again.
  mine.catch(() => {
    if (calibrated.get(key) === mine) calibrated.delete(key);
  });
  await mine;
}
