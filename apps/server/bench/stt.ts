/**
 * `npm run bench:stt`: the offline recogniser, through the provider the /stt socket uses (per-question
 * search), on answers in real-life conditions (src/engines/speech/stt/testset/conditions.ts) made at bench time
 * (testset/make-clips.ts, cached in build/bench-stt/). Prints, per condition, word error rate, wrong
 * values heard as said, and how many wrong transcripts came with a confidence under the
 * conversation's floor (the examiner then says "say again" instead of judging); then the
 * end-of-audio → final latency with clips streamed like the web recorder (250 ms chunks at
 * BENCH_SPEED × real time, default 1). The WER pass streams as fast as the decoder takes audio.
 *
 * Options: `--part held-out|tuning|all` (default held-out: the part tuning never looks at),
 * `--only <text>` keeps the conditions whose name holds the text (only that one when the text is a
 * condition's whole name); several texts separated by commas keep each one's conditions. `--concurrency N [--streams S]`
 * measures recognition at scale instead (stt-concurrency.ts), with its own table and summary line.
 * Targets (docs/decisions/030-robust-offline-stt.md): clean ≤ 3%, band ≤ 8%, 20 dB noise ≤ 8%,
 * 10 dB noise ≤ 15%, radio band + 20 dB ≤ 10%, every wrong value heard as said, final p95 < 300 ms.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { toAppConfig } from '../src/config/app-config';
import { parseEnv, recogniserSettings } from '../src/config/env';
import { createPocketsphinxProvider } from '../src/engines/speech/stt/pocketsphinx/provider';
import { wordErrors } from '../src/engines/speech/stt/wer';
import { CLIPS, type Clip } from '../src/engines/speech/stt/testset/clips';
import { createClipMaker } from '../src/engines/speech/stt/testset/make-clips';
import {
  CONDITIONS,
  VOICES,
  type Condition,
  type Group,
  type Voice,
} from '../src/engines/speech/stt/testset/conditions';
import { percentile, textTable as table } from './stats';
import { runConcurrency } from './stt-concurrency';
import { recognise, type Heard } from './stt-recognise';

const SPEED = Number(process.env.BENCH_SPEED ?? 1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Trial = { clip: Clip; voice: Voice; condition: Condition };
type Result = Trial & Heard & { errors: number; words: number };

const sum = (rs: Result[], f: (r: Result) => number) => rs.reduce((n, r) => n + f(r), 0);
const wer = (rs: Result[]) =>
  sum(rs, (r) => r.errors) /
  Math.max(
    1,
    sum(rs, (r) => r.words),
  );
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const heardAsSaid = (r: Result) => ` ${r.heard} `.includes(` ${r.clip.wrong} `);

async function main() {
  const { values } = parseArgs({
    options: {
      part: { type: 'string', default: 'held-out' },
      only: { type: 'string' },
      concurrency: { type: 'string' },
      streams: { type: 'string' },
    },
  });
  const part = values.part;
  if (!['held-out', 'tuning', 'all'].includes(part)) throw new Error('--part is held-out, tuning or all');
  const inPart = (heldOut: boolean) => part === 'all' || (part === 'held-out') === heldOut;
  const clips = CLIPS.filter((c) => inPart(c.heldOut === true));
  const voices = VOICES.filter((v) => inPart(v.heldOut));
  // A condition's exact name picks that one alone ("white 20 dB", not "radio + white 20 dB").
  const picked = (only: string) => {
    const exact = CONDITIONS.filter((c) => c.id === only);
    return exact.length ? exact : CONDITIONS.filter((c) => c.id.includes(only));
  };
  const conditions = values.only
    ? CONDITIONS.filter((c) => values.only!.split(',').some((o) => picked(o.trim()).includes(c)))
    : CONDITIONS;

  const config = toAppConfig(
    parseEnv({
      DATA_DIR: path.join(process.cwd(), 'data'),
      JWT_SECRET: 'x'.repeat(48),
      // `STT_POCKETSPHINX_HMM=stock npm run bench:stt` measures Debian's model, `STT_POCKETSPHINX_DENOISE=off` no noise suppression (decision 030).
      ...recogniserSettings(process.env),
    }),
  );
  if (values.concurrency !== undefined) {
    const concurrency = Number(values.concurrency);
    const streams = Number(values.streams ?? 3 * concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || !Number.isInteger(streams) || streams < 1)
      throw new Error('--concurrency and --streams are whole numbers of at least 1');
    const maker = createClipMaker(path.join(process.cwd(), 'build', 'bench-stt'));
    process.stdout.write(await runConcurrency(config, maker, concurrency, streams, SPEED));
    process.exit(0);
  }
  const floor = config.conversation.minVoiceConfidence;
  const provider = createPocketsphinxProvider({
    ...config.stt.pocketsphinx,
    idle: 1,
    size: 1,
    partialIntervalMs: config.stt.partialIntervalMs,
  });
  const maker = createClipMaker(path.join(process.cwd(), 'build', 'bench-stt'));
  const results: Result[] = [];
  const latencies: number[] = [];
  try {
    provider.prepare?.();
    await sleep(3000);
    for (const condition of conditions) {
      for (const voice of voices)
        for (const clip of clips) {
          const speech = await maker.make(voice, clip.said, condition.degrade, `${voice.id}|${clip.said}`);
          const heard = await recognise(provider, clip, speech, 0);
          results.push({ clip, voice, condition, ...heard, ...wordErrors(clip.said, heard.heard) });
        }
      const done = results.filter((r) => r.condition === condition);
      process.stderr.write(`${condition.id}: WER ${pct(wer(done))} (${done.length} clips)\n`);
    }
    // Latency as the learner meets it: clean answers paced like the recorder.
    for (const voice of voices)
      for (const clip of clips) {
        const speech = await maker.make(voice, clip.said, {}, `${voice.id}|${clip.said}`);
        latencies.push((await recognise(provider, clip, speech, SPEED)).latencyMs);
      }
  } finally {
    await provider.shutdown?.();
  }

  const row = (label: string, rs: Result[]) => {
    const wrongValues = rs.filter((r) => r.clip.wrong);
    const misheard = rs.filter((r) => r.errors > 0);
    const correct = rs.filter((r) => r.errors === 0);
    return [
      label,
      String(rs.length),
      pct(wer(rs)),
      `${wrongValues.filter(heardAsSaid).length}/${wrongValues.length}`,
      `${misheard.filter((r) => r.confidence < floor).length}/${misheard.length}`,
      `${correct.filter((r) => r.confidence < floor).length}/${correct.length}`,
    ];
  };
  const of = (keep: (r: Result) => boolean) => results.filter(keep);
  const groups: Group[] = ['clean', 'band', 'noise20', 'noise10', 'radio'];
  const rows = [
    ['condition', 'clips', 'WER', 'wrong values heard', 'misheard flagged', 'right flagged'],
    ...conditions.map((c) =>
      row(
        c.id,
        of((r) => r.condition === c),
      ),
    ),
    // Groups a partial run (--only) did not measure are left out.
    ...groups
      .filter((g) => conditions.some((c) => c.group === g))
      .map((g) =>
        row(
          `= ${g}`,
          of((r) => r.condition.group === g),
        ),
      ),
    row(
      '= degraded (all but clean)',
      of((r) => r.condition.group !== 'clean'),
    ),
    row(
      '= voices: flite',
      of((r) => r.voice.engine === 'flite'),
    ),
    row(
      '= voices: espeak-ng',
      of((r) => r.voice.engine === 'espeak'),
    ),
  ];
  if (process.env.BENCH_VERBOSE)
    for (const r of results.filter((x) => x.errors > 0))
      process.stderr.write(
        `[${r.condition.id}|${r.voice.id}] "${r.clip.said}" → "${r.heard}" (${r.confidence})\n`,
      );
  const sorted = [...latencies].sort((a, b) => a - b);
  const groupWer = (g: Group) => {
    const measured = of((r) => r.condition.group === g);
    return measured.length ? wer(measured).toFixed(3) : 'n/a';
  };
  const wrongValues = results.filter((r) => r.clip.wrong);
  process.stdout.write(
    `\nOffline STT, ${part} part: ${clips.length} phrases × ${voices.length} voices (${voices.map((v) => v.id).join(', ')}) × ${conditions.length} conditions\n` +
      `"misheard flagged": transcripts with any error whose confidence is under the floor (${floor}), so the examiner says "say again";\n` +
      `"right flagged": error-free transcripts under the floor (asked again needlessly).\n\n` +
      `${table(rows)}\n\n` +
      `end of audio → final, ${sorted.length} clean clips at ${SPEED}× real time: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms\n` +
      `bench:stt clean_wer=${groupWer('clean')} band_wer=${groupWer('band')} noise20_wer=${groupWer('noise20')} noise10_wer=${groupWer('noise10')} radio_wer=${groupWer('radio')} ` +
      `wrong_values_heard=${wrongValues.filter(heardAsSaid).length}/${wrongValues.length} final_p95_ms=${percentile(sorted, 95).toFixed(1)}\n`,
  );
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
