import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STT_SAMPLE_RATE } from '@wilco/shared';
import { testConfig } from '../../../../test/app';
import type { PsHelper } from './helper-process';
import { createPocketsphinxProvider } from './provider';

const config = testConfig();
const model = config.stt.pocketsphinx.modelDir;
const listener = {
  partial: () => undefined,
  transcript: () => undefined,
  utteranceEnd: () => undefined,
  error: () => undefined,
};

describe.skipIf(!existsSync(path.join(model, 'cmudict-en-us.dict')))('offline provider searches', () => {
  it('builds a decoder’s search only when a session asks for another one', async () => {
    const grammars: string[] = [];
    // A decoder double that records every search it is given, past its calibration.
    const spawn = async () =>
      ({
        alive: true,
        kill: () => undefined,
        request: async (type: string, payload?: Buffer | string) => {
          if (type === 'J' && !String(payload).includes('grammar warm')) grammars.push(String(payload));
          return { type: 'K', payload: Buffer.alloc(8) };
        },
      }) as PsHelper;
    const provider = createPocketsphinxProvider({
      ...config.stt.pocketsphinx,
      bin: process.execPath,
      idle: 0,
      size: 1,
      queue: 0,
      waitMs: 0,
      partialIntervalMs: 150,
      spawn,
    });
    const session = async (expected: string[]) => {
      const stream = await provider.open({ expected, sampleRate: STT_SAMPLE_RATE }, listener);
      await stream.close();
    };
    await session(['cleared to land runway two seven']);
    await session(['cleared to land runway two seven']);
    expect(grammars).toHaveLength(1);
    await session(['climb and maintain four thousand']);
    await session(['cleared to land runway two seven']);
    expect(grammars).toHaveLength(3);
    expect(grammars[1]).not.toBe(grammars[0]);
    await provider.shutdown?.();
  });
});
