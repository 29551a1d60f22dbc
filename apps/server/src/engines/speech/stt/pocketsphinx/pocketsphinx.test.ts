import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STT_SAMPLE_RATE } from '@wilco/shared';
import { testConfig } from '../../../../test/app';
import { createSpeechMaker, recorderChunks } from '../../../../test/speech';
import type { SttProvider } from '../types';
import { createPocketsphinxProvider } from './provider';

const config = testConfig();
const run = promisify(execFile);
const hasHelper = existsSync(config.stt.pocketsphinx.bin);

/** Streams one synthetic answer like the recorder does and returns what was recognised. */
async function recognise(
  provider: SttProvider,
  text: string | Int16Array,
  expected: string[],
  speech: ReturnType<typeof createSpeechMaker>,
) {
  const partials: string[] = [];
  const finals: unknown[] = [];
  const stream = await provider.open(
    { expected, sampleRate: STT_SAMPLE_RATE },
    {
      partial: (t) => partials.push(t),
      transcript: (e) => finals.push(e),
      utteranceEnd: () => undefined,
      error: (m) => {
        throw new Error(m);
      },
    },
  );
  try {
    const audio = typeof text === 'string' ? await speech.say(text) : text;
    for (const chunk of recorderChunks(audio)) {
      stream.write(chunk);
      // Real time would be 250 ms a chunk; a short pause lets partial polls happen.
      await new Promise((r) => setTimeout(r, 20));
    }
    await stream.finalize();
  } finally {
    await stream.close();
  }
  const final = finals.at(-1) as {
    channel: { alternatives: { transcript: string; confidence: number }[] };
    speech_final: boolean;
  };
  const best = final.channel.alternatives[0]!;
  return { text: best.transcript, confidence: best.confidence, speechFinal: final.speech_final, partials };
}

/** 2.5 s of sox-generated noise at the recorder's rate. */
async function noiseClip(kind: string, volume: number): Promise<Int16Array> {
  const { stdout } = await run(
    'sox',
    ['-n', '-r', String(STT_SAMPLE_RATE), '-b', '16', '-c', '1', '-e', 'signed', '-t', 'raw', '-'].concat([
      'synth',
      '2.5',
      kind,
      'vol',
      String(volume),
    ]),
    { encoding: 'buffer', maxBuffer: 1 << 22 },
  );
  return new Int16Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 2);
}

describe.skipIf(!hasHelper)('pocketsphinx provider (real decoder, flite speech)', () => {
  const speech = createSpeechMaker();
  const provider = createPocketsphinxProvider({ ...config.stt.pocketsphinx, partialIntervalMs: 50 });
  beforeAll(() => provider.prepare?.());
  afterAll(async () => {
    await provider.shutdown?.();
    speech.cleanup();
    config.cleanup();
  });

  it('hears an expected readback word for word, with partials on the way', async () => {
    const said = 'climb and maintain four thousand five hundred turn left heading two seven zero';
    const result = await recognise(
      provider,
      said,
      ['Altitude 4,500 (four thousand five hundred)', 'Left turn, heading 270'],
      speech,
    );
    expect(result.text).toBe(said);
    expect(result.speechFinal).toBe(true);
    expect(result.partials.length).toBeGreaterThan(0);
  });

  it('hears the runway the learner said, not the one the question expects', async () => {
    const result = await recognise(
      provider,
      'cleared to land runway two seven',
      ['cleared to land runway three four'],
      speech,
    );
    expect(result.text).toBe('cleared to land runway two seven');
  });

  it('hears a wrong instruction as wrong (descend where climb is expected)', async () => {
    const result = await recognise(
      provider,
      'descend and maintain three thousand',
      ['climb and maintain 5,000'],
      speech,
    );
    expect(result.text).toBe('descend and maintain three thousand');
  });

  // docs/product/speech.md, "Measured on this machine": a search biased to the answer must not rewrite a
  // wrong value into it.
  it.each([
    ['squawk six three four one', ['Squawk 2451']],
    ['contact ground one two one point niner', ['Contact tower 118.3']],
    ['turn right heading zero niner zero', ['Turn left heading 270']],
    ['hold short of runway one niner', ['Hold short runway 22R']],
    ['november seven eight niner charlie delta', ['N123AB']],
  ])('hears "%s" as said when the answer is %j', async (said, expected) => {
    const result = await recognise(provider, said, expected, speech);
    expect(result.text).toBe(said);
  });

  it('rates clear ATC speech confident and other speech or noise not', async () => {
    const floor = 0.45; // CONVERSATION_MIN_VOICE_CONFIDENCE's default
    const clear = await recognise(
      provider,
      'cleared to land runway two seven',
      ['Cleared to land runway 27'],
      speech,
    );
    expect(clear.confidence).toBeGreaterThan(0.8);
    const offTopic = await recognise(
      provider,
      'i would like a cup of coffee with milk please',
      ['Squawk 7500'],
      speech,
    );
    expect(offTopic.confidence).toBeLessThan(floor);
    const noise = await noiseClip('pinknoise', 0.2);
    expect((await recognise(provider, noise, ['wilco'], speech)).confidence).toBeLessThan(floor);
  });

  it('knows the aviation words the stock dictionary lacks', async () => {
    const result = await recognise(provider, 'wilco', [], speech);
    expect(result.text).toBe('wilco');
  });
});
