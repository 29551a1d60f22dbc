/**
 * `node --import tsx apps/server/bench/stt-tune.ts`: the experiments behind docs/decisions/030-robust-offline-stt.md, on the
 * TUNING part only (bench:stt reports the held-out part). Adapts the acoustic model on some tuning
 * voices and measures WER on the others, per condition, for one front end and decoder setting.
 *
 * Options: --band none|LOW-HIGH, --adapt none|mllr|map, --adapt-voices a,b --eval-voices c,d,
 * --adapt-conditions / --eval-conditions (condition names, comma-separated), --args "extra decoder args".
 * Noise suppression follows STT_POCKETSPHINX_DENOISE from the shell like bench:stt (unset: on with an
 * adapted model); the experiments of decision 030 before its sixth session ran without it (`off`).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { toAppConfig } from '../src/config/app-config';
import { parseEnv, recogniserSettings } from '../src/config/env';
import type { Band } from '../src/engines/speech/stt/band';
import { adaptModel } from '../src/engines/speech/stt/pocketsphinx/adapt/adapt';
import { createPocketsphinxProvider } from '../src/engines/speech/stt/pocketsphinx/provider';
import { CLIPS } from '../src/engines/speech/stt/testset/clips';
import { CONDITIONS, VOICES } from '../src/engines/speech/stt/testset/conditions';
import { createClipMaker } from '../src/engines/speech/stt/testset/make-clips';
import { wordErrors } from '../src/engines/speech/stt/wer';
import { adaptationUtterances } from './stt-adapt-data';
import { recognise } from './stt-recognise';

const { values: o } = parseArgs({
  options: {
    band: { type: 'string', default: 'none' },
    adapt: { type: 'string', default: 'none' },
    'adapt-voices': { type: 'string', default: 'flite-slt,espeak-en-us,espeak-en-gb-x-rp' },
    'eval-voices': { type: 'string', default: 'flite-kal16,espeak-en-029' },
    'adapt-conditions': {
      type: 'string',
      default: 'clean,radio 300-3400,white 20 dB,engine 20 dB,babble 20 dB,white 10 dB,babble 10 dB',
    },
    'eval-conditions': {
      type: 'string',
      default: 'clean,headset 8 kHz,radio 300-3400,white 20 dB,babble 10 dB,radio + engine 20 dB',
    },
    args: { type: 'string', default: '' },
    name: { type: 'string', default: 'exp' },
    /** Front-end settings for a MAP-adapted model, e.g. "-lowerf 300 -upperf 3400". */
    fe: { type: 'string', default: '' },
    rounds: { type: 'string', default: '1' },
    /** An acoustic model adapted by an earlier run (build/stt-tune/<name>/en-us). */
    hmm: { type: 'string' },
  },
});
const list = (s: string) => s.split(',').filter(Boolean);
const band: Band =
  o.band === 'none' ? null : { low: Number(o.band.split('-')[0]), high: Number(o.band.split('-')[1]) };
const voices = (ids: string) => list(ids).map((id) => VOICES.find((v) => v.id === id)!);
const conditions = (ids: string) => list(ids).map((id) => CONDITIONS.find((c) => c.id === id)!);
const tuning = CLIPS.filter((c) => !c.heldOut);

async function main() {
  const config = toAppConfig(
    parseEnv({
      DATA_DIR: path.join(process.cwd(), 'data'),
      JWT_SECRET: 'x'.repeat(48),
      ...recogniserSettings(process.env),
    }),
  );
  const ps = config.stt.pocketsphinx;
  const maker = createClipMaker(path.join(process.cwd(), 'build', 'bench-stt'));
  const extraArgs = o.args ? o.args.split(' ') : [];
  let hmm: string | undefined = o.hmm;
  if (o.adapt !== 'none') {
    const utterances = await adaptationUtterances(
      maker,
      voices(o['adapt-voices']),
      conditions(o['adapt-conditions']),
      band,
    );
    const started = Date.now();
    const adapted = await adaptModel(utterances, {
      bin: ps.bin,
      modelDir: ps.modelDir,
      extraDict: ps.extraDict,
      outDir: path.join(process.cwd(), 'build', 'stt-tune', o.name),
      map: o.adapt === 'map',
      frontEnd: Object.fromEntries(
        o.fe
          .split(' ')
          .filter(Boolean)
          .flatMap((x, i, all) => (i % 2 ? [] : [[x, all[i + 1]!]])),
      ),
      rounds: Number(o.rounds),
    });
    process.stderr.write(
      `adapted on ${utterances.length} utterances in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
    // MAP gives a new model (its means already moved); the MLLR transform is relative to the stock one.
    if (adapted.hmm) hmm = adapted.hmm;
    else extraArgs.push('-mllr', adapted.mllr);
  }
  const provider = createPocketsphinxProvider({
    ...ps,
    idle: 1,
    size: 1,
    partialIntervalMs: 150,
    band,
    hmm,
    extraArgs,
  });
  provider.prepare?.();
  const lines: string[] = [];
  let all = { errors: 0, words: 0 };
  try {
    for (const condition of conditions(o['eval-conditions'])) {
      const tally = { errors: 0, words: 0, ms: 0 };
      const started = performance.now();
      for (const voice of voices(o['eval-voices']))
        for (const clip of tuning) {
          const speech = await maker.make(voice, clip.said, condition.degrade, `${voice.id}|${clip.said}`);
          const heard = await recognise(provider, clip, speech, 0);
          const e = wordErrors(clip.said, heard.heard);
          tally.errors += e.errors;
          tally.words += e.words;
          if (process.env.BENCH_VERBOSE && e.errors)
            process.stderr.write(`  [${condition.id}|${voice.id}] ${clip.said} → ${heard.heard}\n`);
        }
      all = { errors: all.errors + tally.errors, words: all.words + tally.words };
      const line = `${o.name}  ${condition.id.padEnd(22)} WER ${((100 * tally.errors) / tally.words).toFixed(1)}%  (${((performance.now() - started) / 1000).toFixed(0)} s)`;
      process.stderr.write(`${line}\n`);
      lines.push(line);
    }
  } finally {
    await provider.shutdown?.();
  }
  process.stdout.write(
    `${lines.join('\n')}\n${o.name}  overall WER ${((100 * all.errors) / all.words).toFixed(1)}%\n`,
  );
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
