/**
 * `npm run stt:adapt`: regenerates the adapted acoustic model of the offline recogniser
 * (apps/server/native/en-us-adapted/, the default model, docs/decisions/030-robust-offline-stt.md). Debian's en-us
 * model is MAP-adapted with sphinxtrain on the TUNING phrases spoken by every tuning voice in
 * every condition of the test set; the held-out part is never heard. Deterministic: the voices,
 * the seeded noise and sphinxtrain give the same files on the same Debian packages; the manifest
 * records the stock model the parameters belong to, and the provider falls back to the stock
 * model when the installed one differs (adapted-model.ts). The silence and filler phones keep
 * Debian's parameters; `--adapt-fillers` lets MAP move them too (decision 030 measures both).
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADAPTED_MODEL_DIR, toAppConfig } from '../src/config/app-config';
import { parseEnv } from '../src/config/env';
import { adaptModel } from '../src/engines/speech/stt/pocketsphinx/adapt/adapt';
import {
  ADAPTED_FILES,
  fileHash,
  STOCK_FILES,
  type AdaptedManifest,
} from '../src/engines/speech/stt/pocketsphinx/adapted-model';
import { CONDITIONS, VOICES } from '../src/engines/speech/stt/testset/conditions';
import { createClipMaker } from '../src/engines/speech/stt/testset/make-clips';
import { adaptationUtterances } from './stt-adapt-data';

async function main() {
  const config = toAppConfig(
    parseEnv({ DATA_DIR: path.join(process.cwd(), 'data'), JWT_SECRET: 'x'.repeat(48) }),
  );
  const ps = config.stt.pocketsphinx;
  const voices = VOICES.filter((v) => !v.heldOut);
  const maker = createClipMaker(path.join(process.cwd(), 'build', 'bench-stt'));
  const utterances = await adaptationUtterances(maker, voices, CONDITIONS, null);
  const started = Date.now();
  const work = path.join(process.cwd(), 'build', 'stt-adapt');
  const adapted = await adaptModel(utterances, {
    bin: ps.bin,
    modelDir: ps.modelDir,
    extraDict: ps.extraDict,
    outDir: work,
    map: true,
    adaptFillers: process.argv.includes('--adapt-fillers'),
  });
  rmSync(ADAPTED_MODEL_DIR, { recursive: true, force: true });
  mkdirSync(ADAPTED_MODEL_DIR, { recursive: true });
  for (const f of ADAPTED_FILES) copyFileSync(path.join(adapted.hmm!, f), path.join(ADAPTED_MODEL_DIR, f));
  const stock = path.join(ps.modelDir, 'en-us');
  const manifest: AdaptedManifest = {
    stock: Object.fromEntries(STOCK_FILES.map((f) => [f, fileHash(path.join(stock, f))])),
    files: Object.fromEntries(ADAPTED_FILES.map((f) => [f, fileHash(path.join(ADAPTED_MODEL_DIR, f))])),
    voices: voices.map((v) => v.id),
    conditions: CONDITIONS.map((c) => c.id),
    utterances: utterances.length,
  };
  writeFileSync(path.join(ADAPTED_MODEL_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(
    `adapted on ${utterances.length} utterances in ${((Date.now() - started) / 1000).toFixed(0)} s → ${ADAPTED_MODEL_DIR}\n`,
  );
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
