import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STT_SAMPLE_RATE, STT_WAIT_SILENCE_SECONDS } from '@wilco/shared';
import { readWav } from '../engines/speech/stt/wav';

const run = promisify(execFile);

/**
 * Synthetic learner speech for tests and the bench: flite's slt voice
 * (docs/product/speech.md, "Measured on this machine": flite is what pocketsphinx hears best of the
 * offline voices), converted by sox to what the web recorder sends, 22050 Hz mono 16-bit
 * (docs/product/speech.md, "Recorder").
 */
export function createSpeechMaker() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-speech-'));
  let n = 0;
  return {
    async say(text: string, voice = 'slt'): Promise<Int16Array> {
      const raw = path.join(dir, `${n}.wav`);
      const out = path.join(dir, `${n++}-22k.wav`);
      // flite spells "xray" letter by letter ("x r a y"); ICAO writes it X-ray.
      await run('flite', ['-voice', voice, '-t', text.replace(/\bxray\b/g, 'x-ray'), '-o', raw]);
      await run('sox', [raw, '-r', String(STT_SAMPLE_RATE), '-c', '1', '-b', '16', out]);
      return readWav(readFileSync(out)).samples;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The recorder's chunks: 250 ms slices (docs/product/speech.md, "Recorder", proxy variant), then the
 * wait-for-final silence.
 */
export function recorderChunks(speech: Int16Array): Int16Array[] {
  const slice = Math.round(STT_SAMPLE_RATE * 0.25);
  const chunks: Int16Array[] = [];
  for (let at = 0; at < speech.length; at += slice) chunks.push(speech.slice(at, at + slice));
  chunks.push(new Int16Array(Math.round(STT_SAMPLE_RATE * STT_WAIT_SILENCE_SECONDS)));
  return chunks;
}
