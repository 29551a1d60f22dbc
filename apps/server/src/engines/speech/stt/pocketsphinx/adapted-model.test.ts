import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADAPTED_MODEL_DIR, toAppConfig } from '../../../../config/app-config';
import { parseEnv } from '../../../../config/env';
import { testConfig } from '../../../../test/app';
import { ADAPTED_FILES, fileHash, fitsStockModel, STOCK_FILES } from './adapted-model';
import { decoderArgs } from './helper-process';

const dirs: string[] = [];
const config = testConfig();
afterAll(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  config.cleanup();
});

/** A stock model directory and an adapted one whose manifest names it. */
function models() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wilco-adapted-'));
  dirs.push(root);
  const modelDir = path.join(root, 'stock');
  mkdirSync(path.join(modelDir, 'en-us'), { recursive: true });
  for (const f of STOCK_FILES) writeFileSync(path.join(modelDir, 'en-us', f), `stock ${f}`);
  const adapted = path.join(root, 'adapted');
  mkdirSync(adapted);
  for (const f of ADAPTED_FILES) writeFileSync(path.join(adapted, f), `adapted ${f}`);
  const stock = Object.fromEntries(STOCK_FILES.map((f) => [f, fileHash(path.join(modelDir, 'en-us', f))]));
  writeFileSync(path.join(adapted, 'manifest.json'), JSON.stringify({ stock, files: {} }));
  return { modelDir, adapted };
}

describe('adapted acoustic model', () => {
  it('is used only with the stock model it was adapted from', () => {
    const a = models();
    expect(fitsStockModel(a.adapted, a.modelDir)).toBe(true);
    const b = models();
    writeFileSync(path.join(b.modelDir, 'en-us', 'mdef'), 'another release of the model');
    expect(fitsStockModel(b.adapted, b.modelDir)).toBe(false);
    const c = models();
    rmSync(path.join(c.adapted, 'mixture_weights'));
    expect(fitsStockModel(c.adapted, c.modelDir)).toBe(false);
  });

  it('gives the decoder the adapted parameters with the stock model definition', () => {
    const args = decoderArgs({ bin: 'x', modelDir: '/m', extraDict: '/d', hmm: '/adapted' });
    expect(args.slice(args.indexOf('-hmm'), args.indexOf('-hmm') + 4)).toEqual([
      '-hmm',
      '/adapted',
      '-mdef',
      '/m/en-us/mdef',
    ]);
    expect(decoderArgs({ bin: 'x', modelDir: '/m', extraDict: '/d' })).not.toContain('-mdef');
  });

  it('lets extra arguments replace a default setting (pocketsphinx refuses a flag twice)', () => {
    const args = decoderArgs({
      bin: 'x',
      modelDir: '/m',
      extraDict: '/d',
      extraArgs: ['-remove_noise', 'yes'],
    });
    expect(args.filter((a) => a === '-remove_noise')).toHaveLength(1);
    expect(args[args.indexOf('-remove_noise') + 1]).toBe('yes');
    expect(args).toContain('-wip');
  });

  const stockInstalled = existsSync(path.join(config.stt.pocketsphinx.modelDir, 'en-us', 'mdef'));
  it.skipIf(!stockInstalled)(
    "the committed model fits the installed Debian model and is the default; `stock` goes back to Debian's",
    () => {
      // Without the setting (testConfig follows the shell's STT_POCKETSPHINX_HMM, so not from it).
      const env = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(48) };
      expect(toAppConfig(parseEnv(env)).stt.pocketsphinx.hmm).toBe(ADAPTED_MODEL_DIR);
      const adapted = toAppConfig(parseEnv({ ...env, STT_POCKETSPHINX_HMM: 'adapted' }));
      expect(adapted.stt.pocketsphinx.hmm).toBe(ADAPTED_MODEL_DIR);
      const stock = toAppConfig(parseEnv({ ...env, STT_POCKETSPHINX_HMM: 'stock' }));
      expect(stock.stt.pocketsphinx.hmm).toBeUndefined();
      expect(fitsStockModel(ADAPTED_MODEL_DIR, config.stt.pocketsphinx.modelDir)).toBe(true);
    },
  );
});
