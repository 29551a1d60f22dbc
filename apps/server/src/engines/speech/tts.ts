import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Turns persona text into an audio file URL; null when it cannot (the turn continues as text). */
export type TextToSpeech = {
  readonly name: string;
  speak(text: string, voice: string): Promise<string | null>;
};

type Log = { warn: (obj: object, msg: string) => void };

export type OfflineTtsOptions = {
  /** DATA_DIR/media; files land in its tts/ folder. */
  mediaDir: string;
  /** Public URL of mediaDir (MEDIA_BASE_URL). */
  mediaUrl: string;
  /** Band-pass and overdrive so the examiner sounds like a radio (SPEECH.md: only what the learner hears). */
  radioEffect: boolean;
  log: Log;
  fliteBin?: string;
  soxBin?: string;
};

const FLITE_VOICES = new Set(['slt', 'rms', 'awb', 'kal', 'kal16']);

/**
 * Offline speech with Debian's flite (SPEECH.md: ~40 ms a phrase for the natural voices),
 * post-processed by sox. Files are cached by a hash of text, voice and effect, so a repeated
 * question costs nothing. A missing engine is logged once and never fails the turn.
 */
export function createOfflineTts(options: OfflineTtsOptions): TextToSpeech {
  const dir = path.join(options.mediaDir, 'tts');
  const flite = options.fliteBin ?? 'flite';
  const sox = options.soxBin ?? 'sox';
  let missingLogged = false;
  const inFlight = new Map<string, Promise<string | null>>();

  async function synthesize(text: string, voice: string, file: string): Promise<void> {
    mkdirSync(dir, { recursive: true });
    const raw = `${file}.${process.pid}.raw.wav`;
    const tmp = `${file}.${process.pid}.tmp.wav`;
    try {
      await run(flite, ['-voice', FLITE_VOICES.has(voice) ? voice : 'slt', '-t', text, '-o', raw], {
        timeout: 15_000,
      });
      const effect = options.radioEffect
        ? ['sinc', '300-3400', 'overdrive', '3', 'gain', '-n', '-1']
        : ['gain', '-n', '-1'];
      await run(sox, [raw, '-r', '22050', '-c', '1', '-b', '16', tmp, ...effect], { timeout: 15_000 });
      renameSync(tmp, file); // atomic: a reader never sees half a file
    } finally {
      rmSync(raw, { force: true });
      rmSync(tmp, { force: true });
    }
  }

  return {
    name: 'flite',
    async speak(text: string, voice: string): Promise<string | null> {
      const clean = text.replace(/\s+/g, ' ').trim().slice(0, 1000);
      if (!clean) return null;
      const hash = createHash('sha256')
        .update(`${voice}|${options.radioEffect}|${clean}`)
        .digest('hex')
        .slice(0, 32);
      const name = `${hash}.wav`;
      const url = `${options.mediaUrl.replace(/\/$/, '')}/tts/${name}`;
      const file = path.join(dir, name);
      if (existsSync(file)) return url;
      const pending = inFlight.get(hash);
      if (pending) return pending;
      const job = synthesize(clean, voice, file)
        .then(() => url)
        .catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') {
            if (!missingLogged)
              options.log.warn(
                { engine: 'flite/sox' },
                'offline speech engine not installed; persona answers as text only',
              );
            missingLogged = true;
          } else options.log.warn({ err: err.message }, 'speech synthesis failed; answering as text');
          return null;
        })
        .finally(() => inFlight.delete(hash));
      inFlight.set(hash, job);
      return job;
    },
  };
}
