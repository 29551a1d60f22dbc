import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakEngine, createFliteEngine } from './offline-engines';
import { createCachedTts, type SpeechEngine, type VoiceSpec } from './tts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-tts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const examiner: VoiceSpec = { id: 'dpe', voice: 'slt', radioEffect: false };
const tower: VoiceSpec = { id: 'tower', voice: 'rms', radioEffect: true };
const bins = { flite: 'flite', espeak: 'espeak-ng', sox: 'sox' };

function recordingLog() {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, warn: (obj: object, msg: string) => lines.push({ obj, msg }) };
}
const roomy = { maxBytes: 1 << 30, maxFiles: 1000 };
const tts = (engine: SpeechEngine, log = recordingLog(), radioEffect = true, limits = roomy) =>
  createCachedTts(engine, {
    mediaDir: path.join(dir, engine.name),
    mediaUrl: '/media/',
    radioEffect,
    limits,
    log,
  });

describe('persona speech cache', () => {
  it('synthesises a line once and serves the same file after', async () => {
    const spoken: string[] = [];
    const counting = createFliteEngine(bins);
    const engine: SpeechEngine = {
      name: 'counting-flite',
      synthesize: (text, voice, file) => (spoken.push(text), counting.synthesize(text, voice, file)),
    };
    const speech = tts(engine);
    const [a, b] = await Promise.all([
      speech.speak('Verify heading.', tower),
      speech.speak('Verify heading.', tower),
    ]);
    const c = await speech.speak('  Verify   heading. ', tower);
    expect(a).toMatch(/^\/media\/tts\/[0-9a-f]{32}\.wav$/);
    expect(new Set([a, b, c]).size).toBe(1);
    expect(spoken).toEqual(['Verify heading.']);
    const file = path.join(dir, engine.name, 'tts', path.basename(a!));
    expect(readFileSync(file).subarray(0, 4).toString()).toBe('RIFF');
    // Another voice or effect is another recording.
    expect(await speech.speak('Verify heading.', examiner)).not.toBe(a);
    expect(spoken).toHaveLength(2);
  });

  it('answers null and says once that the engine is missing', async () => {
    const log = recordingLog();
    const speech = tts(createFliteEngine({ ...bins, flite: path.join(dir, 'no-such-flite') }), log);
    expect(await speech.speak('Say again.', examiner)).toBeNull();
    expect(await speech.speak('Verify altitude.', examiner)).toBeNull();
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.msg).toBe('speech engine flite is not installed; the persona answers as text only');
  });

  it('answers null and logs each failure of a broken engine', async () => {
    const log = recordingLog();
    const broken: SpeechEngine = {
      name: 'broken',
      synthesize: async () => {
        throw new Error('voice model corrupt');
      },
    };
    const speech = tts(broken, log);
    expect(await speech.speak('Readback correct.', tower)).toBeNull();
    expect(log.lines[0]).toEqual({
      obj: { engine: 'broken', err: 'voice model corrupt' },
      msg: 'speech synthesis with broken failed; the persona answers as text only',
    });
    expect(existsSync(path.join(dir, 'broken', 'tts'))).toBe(true);
  });

  it('voices a line with espeak-ng too', async () => {
    const speech = tts(createEspeakEngine(bins));
    const url = await speech.speak('Cleared to land.', tower);
    const file = path.join(dir, 'espeak-ng', 'tts', path.basename(url ?? ''));
    expect(readFileSync(file).subarray(0, 4).toString()).toBe('RIFF');
  });

  it('delivers a line faster and slower with a prosody, cached apart from the neutral line', async () => {
    const speech = tts(createFliteEngine(bins));
    const line = 'Mayday, mayday, mayday, engine failure.';
    const urls = await Promise.all([
      speech.speak(line, tower),
      speech.speak(line, { ...tower, prosody: { tempo: 1.15, pitchCents: 150 } }),
      speech.speak(line, { ...tower, prosody: { tempo: 0.88, pitchCents: -100 } }),
    ]);
    expect(new Set(urls).size).toBe(3);
    const seconds = urls.map((url) => {
      const wav = readFileSync(path.join(dir, 'flite', 'tts', path.basename(url!)));
      return (wav.length - 44) / wav.readUInt32LE(28);
    });
    const [neutral, stressed, sad] = seconds as [number, number, number];
    expect(stressed).toBeLessThan(neutral * 0.92);
    expect(sad).toBeGreaterThan(neutral * 1.08);
    // A neutral prosody is the neutral file.
    expect(await speech.speak(line, { ...tower, prosody: { tempo: 1, pitchCents: 0 } })).toBe(urls[0]);
  });

  it('keeps the folder within its limits, deleting the least recently used line', async () => {
    const made: string[] = [];
    // Writes a 100-byte file per line, so sizes are exact.
    const fake: SpeechEngine = {
      name: 'fake-lru',
      synthesize: async (text, _voice, file) => {
        made.push(text);
        writeFileSync(file, Buffer.alloc(100));
      },
    };
    const folder = path.join(dir, fake.name, 'tts');
    const speech = tts(fake, recordingLog(), true, { maxBytes: 250, maxFiles: 10 });
    const one = await speech.speak('One.', examiner);
    const two = await speech.speak('Two.', examiner);
    expect(await speech.speak('One.', examiner)).toBe(one); // a hit: One is now the most recent
    const three = await speech.speak('Three.', examiner);
    expect(readdirSync(folder).sort()).toEqual([one, three].map((u) => path.basename(u!)).sort());
    expect(made).toEqual(['One.', 'Two.', 'Three.']);
    // The deleted line is synthesised again when asked for.
    expect(await speech.speak('Two.', examiner)).toBe(two);
    expect(made).toEqual(['One.', 'Two.', 'Three.', 'Two.']);
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('counts the files already in the folder, oldest first, when it starts', async () => {
    const folder = path.join(dir, 'fake-start', 'tts');
    mkdirSync(folder, { recursive: true });
    const old = ['a', 'b', 'c'].map((c, i) => {
      const name = `${c.repeat(32)}.wav`;
      writeFileSync(path.join(folder, name), Buffer.alloc(10));
      utimesSync(path.join(folder, name), 1000 + i, 1000 + i);
      return name;
    });
    const fake: SpeechEngine = {
      name: 'fake-start',
      synthesize: async (_text, _voice, file) => writeFileSync(file, Buffer.alloc(10)),
    };
    const url = await tts(fake, recordingLog(), true, { maxBytes: 1000, maxFiles: 3 }).speak(
      'New.',
      examiner,
    );
    expect(readdirSync(folder).sort()).toEqual([old[1], old[2], path.basename(url!)].sort());
  });
});
