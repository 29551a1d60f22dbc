import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { createLruIndex, type CacheLimits, type LruIndex } from './lru-index';

/** Who is speaking: a persona profile fits this shape. */
export type VoiceSpec = {
  /** The speaker's id, so a cloud provider can map it to one of its own voices. */
  id: string;
  /** flite voice name (slt, rms, awb, kal16); other engines translate it. */
  voice: string;
  radioEffect: boolean;
  /** How the line is delivered (a caller's emotion); absent for a neutral voice. */
  prosody?: Prosody;
};

/** Speed and pitch applied after synthesis (sox `tempo`, `pitch`): 1 and 0 are neutral. */
export type Prosody = { tempo: number; pitchCents: number };

/** One way of turning text into a WAV file; throws when it cannot. */
export type SpeechEngine = {
  readonly name: string;
  synthesize(text: string, voice: VoiceSpec, file: string): Promise<void>;
};

/** Turns persona text into an audio file URL; null when it cannot (the turn continues as text). */
export type TextToSpeech = {
  readonly name: string;
  speak(text: string, voice: VoiceSpec): Promise<string | null>;
};

type Log = { warn: (obj: object, msg: string) => void };

export type CachedTtsOptions = {
  /** DATA_DIR/media; files land in its tts/ folder. */
  mediaDir: string;
  /** Public URL of mediaDir (MEDIA_BASE_URL). */
  mediaUrl: string;
  /** TTS_RADIO_EFFECT: false turns the radio sound off for every persona. */
  radioEffect: boolean;
  /** TTS_CACHE_MAX_MB and TTS_CACHE_MAX_FILES: past them the least recently used lines go. */
  limits: CacheLimits;
  log: Log;
};

const CACHED_FILE = /^[0-9a-f]{32}\.wav$/;

/**
 * One index per cache folder, however many TTS instances write it (the conversation, /sim and the
 * builder each make one over DATA_DIR/media/tts). Filled from the folder on first use, oldest
 * file first: a hit refreshes the file's time, so the order survives a restart.
 */
const folders = new Map<string, Promise<LruIndex>>();

function folderIndex(dir: string, limits: CacheLimits): Promise<LruIndex> {
  let index = folders.get(dir);
  if (!index) {
    index = (async () => {
      const lru = createLruIndex(limits);
      mkdirSync(dir, { recursive: true });
      const names = (await readdir(dir)).filter((n) => CACHED_FILE.test(n));
      const found = await Promise.all(
        names.map(async (name) => ({ name, st: await stat(path.join(dir, name)).catch(() => null) })),
      );
      for (const { name, st } of found
        .filter((f) => f.st !== null)
        .sort((a, b) => a.st!.mtimeMs - b.st!.mtimeMs))
        evict(dir, lru.add(name, st!.size));
      return lru;
    })();
    // A folder that could not be read is tried again on the next line, not remembered as broken.
    index.catch(() => folders.delete(dir));
    folders.set(dir, index);
  }
  return index;
}

function evict(dir: string, names: string[]): void {
  for (const name of names) rmSync(path.join(dir, name), { force: true });
}

/** Records a file now in the folder (made here, or by another process) as just used. */
function used(index: LruIndex, dir: string, name: string): void {
  const file = path.join(dir, name);
  if (!index.touch(name)) evict(dir, index.add(name, statSync(file, { throwIfNoEntry: false })?.size ?? 0));
  const now = new Date();
  void utimes(file, now, now).catch(() => undefined);
}

/** The cache key part of a delivery; empty when neutral, so neutral files keep their names. */
const prosodyKey = (p: Prosody | undefined) =>
  p && (p.tempo !== 1 || p.pitchCents !== 0) ? `${p.tempo}x${p.pitchCents}c` : '';

/**
 * Files are cached by a hash of engine, voice, effect and text, so a repeated question costs
 * nothing, and concurrent requests for the same line share one synthesis. The folder is bounded
 * (issue 17): past its limits the least recently used lines are deleted, to be synthesised again
 * if asked for. Any failure is logged and answered with null: persona audio never fails a turn
 * (issue 5).
 */
export function createCachedTts(engine: SpeechEngine, options: CachedTtsOptions): TextToSpeech {
  const dir = path.join(options.mediaDir, 'tts');
  const inFlight = new Map<string, Promise<string | null>>();
  let missingLogged = false;

  function report(err: NodeJS.ErrnoException): null {
    if (err.code === 'ENOENT') {
      // A missing binary stays missing: say so once, not on every turn.
      if (!missingLogged)
        options.log.warn(
          { engine: engine.name, path: err.path },
          `speech engine ${engine.name} is not installed; the persona answers as text only`,
        );
      missingLogged = true;
    } else {
      options.log.warn(
        { engine: engine.name, err: err.message },
        `speech synthesis with ${engine.name} failed; the persona answers as text only`,
      );
    }
    return null;
  }

  return {
    name: engine.name,
    async speak(text: string, voice: VoiceSpec): Promise<string | null> {
      const clean = text.replace(/\s+/g, ' ').replace(/^-+/, '').trim().slice(0, 1000);
      if (!clean) return null;
      const spec = { ...voice, radioEffect: voice.radioEffect && options.radioEffect };
      const hash = createHash('sha256')
        .update(
          `${engine.name}|${spec.id}|${spec.voice}|${spec.radioEffect}|${prosodyKey(spec.prosody)}|${clean}`,
        )
        .digest('hex')
        .slice(0, 32);
      const name = `${hash}.wav`;
      const url = `${options.mediaUrl.replace(/\/$/, '')}/tts/${name}`;
      const file = path.join(dir, name);
      const pending = inFlight.get(hash);
      if (pending) return pending;
      const job = (async () => {
        const index = await folderIndex(dir, options.limits);
        if (!existsSync(file)) {
          mkdirSync(dir, { recursive: true });
          await engine.synthesize(clean, spec, file);
        }
        used(index, dir, name);
        return url;
      })()
        .catch((err: NodeJS.ErrnoException) => report(err))
        .finally(() => inFlight.delete(hash));
      inFlight.set(hash, job);
      return job;
    },
  };
}
