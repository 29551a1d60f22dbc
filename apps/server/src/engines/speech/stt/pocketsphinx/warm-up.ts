import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createResampler } from '../resample';
import { readWav } from '../wav';
import type { PsHelper } from './helper-process';

const run = promisify(execFile);
const PHRASE = 'wilco, cleared to land runway two seven, november one two three alpha bravo';
const GRAMMAR = `#JSGF V1.0;\ngrammar warm;\npublic <s> = (${PHRASE.replace(/,/g, '').split(' ').join(' | ')})+;\n`;

let speech: Promise<Buffer | null> | undefined;

/** One phrase of 16 kHz speech from flite, made once per process; null when flite is missing. */
function calibrationSpeech(flite: string): Promise<Buffer | null> {
  speech ??= (async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-stt-'));
    try {
      const file = path.join(dir, 'warm.wav');
      await run(flite, ['-voice', 'slt', '-t', PHRASE, '-o', file], { timeout: 10_000 });
      const wav = readWav(readFileSync(file));
      const r = createResampler(wav.sampleRate, 16_000);
      const pcm = Int16Array.from([...r.push(wav.samples), ...r.flush()]);
      return Buffer.from(pcm.buffer);
    } catch {
      return null;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return speech;
}

/**
 * A fresh decoder has no cepstral mean and mishears its first utterance
 * (docs/product/speech.md, "Measured on this machine"). Decoding one synthetic phrase before a learner's
 * first answer sets it; without flite, wilco-ps instead decodes the learner's first utterance twice.
 */
export async function warmUpDecoder(helper: PsHelper, flite = 'flite'): Promise<void> {
  const pcm = await calibrationSpeech(flite);
  if (!pcm) return;
  await helper.request('J', GRAMMAR);
  await helper.request('S');
  await helper.request('A', pcm);
  await helper.request('E');
}
