import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STT_SAMPLE_RATE } from '@wilco/shared';
import { testConfig } from '../../../../test/app';
import { createSpeechMaker, recorderChunks } from '../../../../test/speech';
import type { SttProvider } from '../types';
import { createPocketsphinxProvider } from './provider';

const config = testConfig();
const hasHelper = existsSync(config.stt.pocketsphinx.bin);

/** Streams one synthetic answer like the recorder does and returns what was recognised. */
async function recognise(
  provider: SttProvider,
  text: string,
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
    for (const chunk of recorderChunks(await speech.say(text))) {
      stream.write(chunk);
      // Real time would be 250 ms a chunk; a short pause lets partial polls happen.
      await new Promise((r) => setTimeout(r, 20));
    }
    await stream.finalize();
  } finally {
    await stream.close();
  }
  const final = finals.at(-1) as {
    channel: { alternatives: { transcript: string }[] };
    speech_final: boolean;
  };
  return { text: final.channel.alternatives[0]!.transcript, speechFinal: final.speech_final, partials };
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

  it('knows the aviation words the stock dictionary lacks', async () => {
    const result = await recognise(provider, 'wilco', [], speech);
    expect(result.text).toBe('wilco');
  });
});
