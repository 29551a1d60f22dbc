import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STT_SAMPLE_RATE } from '@wilco/shared';
import { ADAPTED_MODEL_DIR } from '../../../../config/app-config';
import { testConfig } from '../../../../test/app';
import { fitsStockModel } from './adapted-model';
import type { HelperOptions, PsHelper } from './helper-process';
import { createPocketsphinxProvider, type PocketsphinxOptions } from './provider';

const config = testConfig();
const model = config.stt.pocketsphinx.modelDir;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-ps-settings-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  config.cleanup();
});

/** A stand-in for wilco-ps that answers `--features` as a helper built with or without speexdsp. */
function helperBin(name: string, features: string): string {
  const bin = path.join(dir, name);
  writeFileSync(bin, `#!/bin/sh\necho "${features}"\n`);
  chmodSync(bin, 0o755);
  return bin;
}

/**
 * Opens one session on a provider whose decoder double records how it was started and ends every
 * utterance with the given acoustic fit (nats a frame), in-phrase words and the text said.
 */
async function oneAnswer(options: Partial<PocketsphinxOptions>, fit: number) {
  const started: HelperOptions[] = [];
  const spawn = async (o: HelperOptions) => {
    started.push(o);
    return {
      alive: true,
      kill: () => undefined,
      request: async (type: string) => {
        if (type !== 'E') return { type: 'K', payload: Buffer.alloc(8) };
        const scores = Buffer.alloc(8);
        scores.writeFloatLE(fit, 0);
        scores.writeFloatLE(0, 4);
        return { type: 'F', payload: Buffer.concat([scores, Buffer.from('wilco')]) };
      },
    } as PsHelper;
  };
  const provider = createPocketsphinxProvider({
    ...config.stt.pocketsphinx,
    idle: 0,
    size: 1,
    queue: 0,
    waitMs: 0,
    partialIntervalMs: 150,
    ...options,
    spawn,
  });
  let confidence = -1;
  const stream = await provider.open(
    { expected: ['wilco'], sampleRate: STT_SAMPLE_RATE },
    {
      partial: () => undefined,
      transcript: (e) => {
        if ('channel' in e) confidence = e.channel.alternatives[0]?.confidence ?? -1;
      },
      utteranceEnd: () => undefined,
      error: () => undefined,
    },
  );
  stream.write(new Int16Array(2205));
  await stream.finalize();
  await stream.close();
  await provider.shutdown?.();
  return { helper: started[0]!, confidence };
}

const installed =
  existsSync(path.join(model, 'cmudict-en-us.dict')) && fitsStockModel(ADAPTED_MODEL_DIR, model);

describe.skipIf(!installed)('offline provider settings (docs/decisions/030-robust-offline-stt.md)', () => {
  const denoise = { denoiseDb: -15, denoiseFloor: -60 };

  it('suppresses noise with the adapted model when the helper was built with speexdsp', async () => {
    const bin = helperBin('with-speex', 'denoise');
    const { helper } = await oneAnswer({ bin, hmm: ADAPTED_MODEL_DIR, ...denoise }, -4);
    expect(helper.hmm).toBe(ADAPTED_MODEL_DIR);
    expect([helper.denoiseDb, helper.denoiseFloor]).toEqual([-15, -60]);
  });

  it('decodes unsuppressed, instead of failing to start, with a helper built without speexdsp', async () => {
    const bin = helperBin('without-speex', '');
    const { helper } = await oneAnswer({ bin, hmm: ADAPTED_MODEL_DIR, ...denoise }, -4);
    expect(helper.hmm).toBe(ADAPTED_MODEL_DIR);
    expect([helper.denoiseDb, helper.denoiseFloor]).toEqual([undefined, undefined]);
  });

  it("leaves Debian's model unsuppressed unless suppression was asked for with it", async () => {
    const bin = helperBin('with-speex-stock', 'denoise');
    const stock = await oneAnswer({ bin, hmm: undefined, ...denoise }, -4);
    expect(stock.helper.denoiseDb).toBeUndefined();
    const asked = await oneAnswer({ bin, hmm: undefined, ...denoise, denoiseStock: true }, -4);
    expect(asked.helper.denoiseDb).toBe(-15);
  });

  it("rates the same scores by the model's own confidence fit", async () => {
    const bin = helperBin('fit', 'denoise');
    // Between the two models' centres: above the stock model's, under the adapted one's.
    const stock = await oneAnswer({ bin, hmm: undefined }, -6);
    const adapted = await oneAnswer({ bin, hmm: ADAPTED_MODEL_DIR }, -6);
    expect(stock.confidence).toBeGreaterThan(0.45);
    expect(adapted.confidence).toBeLessThan(0.45);
  });
});
