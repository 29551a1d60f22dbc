/**
 * Makes the bench's clips at bench time (never committed): a voice speaks a phrase (flite or
 * espeak-ng), sox gives the channel effects (room reverb, headset and radio bands), degrade.ts
 * adds the seeded noise and gain, and the result is what the web recorder would send, 22050 Hz
 * mono 16-bit. Every clip is cached under build/bench-stt/ by a hash of what made it.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { STT_SAMPLE_RATE } from '@wilco/shared';
import { readWav } from '../wav';
import { applyGain, makeNoise, mixAtSnr, seedOf, toInt16 } from './degrade';
import { BABBLE, type Degradation, type Voice } from './conditions';

const run = promisify(execFile);
/** Bump when the making of clips changes, so stale cached audio is not reused. */
const GENERATION = 1;
const RATE = STT_SAMPLE_RATE;

export function createClipMaker(cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  const file = (key: unknown) =>
    path.join(
      cacheDir,
      `${createHash('sha1')
        .update(JSON.stringify([GENERATION, key]))
        .digest('hex')}.s16`,
    );

  async function cached(key: unknown, make: () => Promise<Int16Array>): Promise<Int16Array> {
    const at = file(key);
    if (existsSync(at)) {
      const bytes = readFileSync(at);
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    }
    const samples = await make();
    writeFileSync(`${at}.tmp`, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    renameSync(`${at}.tmp`, at);
    return samples;
  }

  /** The voice's clean speech at the recorder's rate. */
  function speak(voice: Voice, text: string): Promise<Int16Array> {
    return cached(['speak', voice.id, text], async () => {
      const raw = `${file(['raw', voice.id, text])}.wav`;
      const out = `${raw}.22k.wav`;
      try {
        if (voice.engine === 'flite')
          // flite spells "xray" letter by letter; ICAO writes it X-ray.
          await run('flite', ['-voice', voice.name, '-t', text.replace(/\bxray\b/g, 'x-ray'), '-o', raw]);
        else await run('espeak-ng', ['-v', voice.name, '-s', '160', '-w', raw, text]);
        await run('sox', [raw, '-r', String(RATE), '-c', '1', '-b', '16', out]);
        return readWav(readFileSync(out)).samples;
      } finally {
        rmSync(raw, { force: true });
        rmSync(out, { force: true });
      }
    });
  }

  /** Three people talking over each other, looped as background (BABBLE). */
  function babbleTrack(): Promise<Int16Array> {
    return cached(['babble', BABBLE], async () => {
      const talk: number[] = [];
      for (const { voice, text } of BABBLE) talk.push(...(await speak(voice, text)));
      const n = talk.length;
      return Int16Array.from({ length: n }, (_, i) =>
        Math.round(
          (talk[i]! + talk[(i + Math.floor(n / 3)) % n]! + talk[(i + Math.floor((2 * n) / 3)) % n]!) / 3,
        ),
      );
    });
  }

  /** The clip in the given condition; `seedKey` names the clip so its noise is its own. */
  async function make(
    voice: Voice,
    text: string,
    degrade: Degradation,
    seedKey: string,
  ): Promise<Int16Array> {
    const clean = await speak(voice, text);
    if (!degrade.reverb && !degrade.noise && !degrade.band && !degrade.gain) return clean;
    return cached(['clip', voice.id, text, degrade, seedKey], async () => {
      let x: Float64Array = Float64Array.from(clean);
      if (degrade.reverb) x = await sox(x, ['reverb', '50', '50', '80']);
      if (degrade.noise) {
        const { kind, snrDb } = degrade.noise;
        const babble = kind === 'babble' ? await babbleTrack() : undefined;
        const noise = makeNoise(kind, x.length, RATE, seedOf(`${seedKey}|${kind}|${snrDb}`), babble);
        x = mixAtSnr(x, noise, snrDb, RATE);
      }
      if (degrade.band === 'headset') x = await sox(x, ['rate', '8000', 'rate', String(RATE)]);
      if (degrade.band === 'radio') x = await sox(x, ['sinc', '300-3400']);
      if (degrade.gain) x = applyGain(x, degrade.gain);
      return toInt16(x);
    });
  }

  return { speak, make };
}

/** Runs samples through sox effects in 32-bit float, so nothing clips on the way. */
function sox(samples: Float64Array, effects: string[]): Promise<Float64Array> {
  const format = ['-t', 'raw', '-r', String(RATE), '-e', 'floating-point', '-b', '32', '-c', '1'];
  return new Promise((resolve, reject) => {
    const child = spawn('sox', [...format, '-', ...format, '-', ...effects]);
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`sox ${effects.join(' ')}: ${err}`));
      const bytes = Buffer.concat(out);
      const f = new Float32Array(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.byteLength & ~3)),
      );
      resolve(Float64Array.from(f, (v) => v * 32768));
    });
    const input = Float32Array.from(samples, (v) => v / 32768);
    child.stdin.end(Buffer.from(input.buffer));
  });
}
