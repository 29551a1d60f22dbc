/**
 * `npm run bench:stt -- --concurrency N [--streams S]`: recognition at scale (issue 17). N learners
 * answer by push-to-talk at once, each through the provider the /stt socket uses with the pool the
 * server would have (sized from this machine's CPUs, docs/product/speech.md, "Warm decoders"):
 * open a session (the wait for a decoder: queue, start-up and the question's search), stream a clean
 * answer in 250 ms chunks at BENCH_SPEED × real time, finalize, close; then the next answer, until
 * S answers (default 3 × N) are done. The N learners start spread over half a second, as people
 * pressing a button do. The server is configured for N learners at once: it keeps N decoders warm
 * (`STT_POCKETSPHINX_IDLE=N`, docs/product/speech.md, "Warm decoders"), loaded before the first
 * press. Each learner's first answer is also reported apart (it takes a warm decoder and builds
 * the question's search); the summary line counts every answer. Prints the decoder wait and the
 * end-of-audio → final latency, then one summary line. Target on two cores: N = 20 with final
 * p95 < 300 ms.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { STT_SAMPLE_RATE } from '@wilco/shared';
import type { AppConfig } from '../src/config/app-config';
import { createPocketsphinxProvider } from '../src/engines/speech/stt/pocketsphinx/provider';
import { CLIPS, type Clip } from '../src/engines/speech/stt/testset/clips';
import type { createClipMaker } from '../src/engines/speech/stt/testset/make-clips';
import { VOICES } from '../src/engines/speech/stt/testset/conditions';
import { SttStartupError } from '../src/engines/speech/stt/types';
import { wordErrors } from '../src/engines/speech/stt/wer';
import { percentile, textTable as table } from './stats';
import { recognise } from './stt-recognise';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Spread of the learners' first presses. */
const START_SPREAD_MS = 500;

type Answer = { clip: Clip; speech: Int16Array };

/**
 * CPU seconds of this process's ended children (the decoders, once shut down and reaped), from
 * /proc/self/stat's cutime and cstime (Linux, 100 ticks a second). Unlike latency it does not
 * depend on what else the machine runs, so it says what N streams cost on any two cores.
 */
function childCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

export async function runConcurrency(
  config: AppConfig,
  maker: ReturnType<typeof createClipMaker>,
  concurrency: number,
  streams: number,
  speed: number,
): Promise<string> {
  // A server expecting N learners at once keeps N decoders warm (never more than the pool holds).
  const pool = { ...config.stt.pocketsphinx };
  pool.idle = Math.min(pool.size, Math.max(pool.idle, concurrency));
  const provider = createPocketsphinxProvider({ ...pool, partialIntervalMs: config.stt.partialIntervalMs });
  // Clean answers in the flite voices: what is measured here is time, not hearing.
  const answers: Answer[] = [];
  for (const voice of VOICES.filter((v) => v.engine === 'flite'))
    for (const clip of CLIPS)
      answers.push({ clip, speech: await maker.make(voice, clip.said, {}, `${voice.id}|${clip.said}`) });

  const cold = { waits: [] as number[], finals: [] as number[] };
  const waits: number[] = [];
  const finals: number[] = [];
  let busy = 0;
  let failed = 0;
  let errors = 0;
  let words = 0;
  let next = 0;
  let audioSeconds = 0;
  const answer = async (n: number, into: { waits: number[]; finals: number[] }) => {
    const { clip, speech } = answers[n % answers.length]!;
    audioSeconds += speech.length / STT_SAMPLE_RATE;
    try {
      const heard = await recognise(provider, clip, speech, speed);
      into.waits.push(heard.openMs);
      into.finals.push(heard.latencyMs);
      const e = wordErrors(clip.said, heard.heard);
      errors += e.errors;
      words += e.words;
    } catch (err) {
      if (err instanceof SttStartupError && err.reason === 'busy') busy++;
      else {
        failed++;
        process.stderr.write(`stream ${n} failed: ${(err as Error).message}\n`);
      }
    }
  };
  const learner = async (index: number) => {
    await sleep((START_SPREAD_MS * index) / concurrency);
    await answer(streams + index, cold);
    for (let n = next++; n < streams; n = next++) await answer(n, { waits, finals });
  };

  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  try {
    provider.prepare?.();
    await provider.warmed?.();
    await Promise.all(Array.from({ length: concurrency }, (_, i) => learner(i)));
  } finally {
    await provider.shutdown?.();
  }
  const wallS = (performance.now() - started) / 1000;
  await sleep(500); // the decoders exit and are reaped
  const decoderCpu = childCpuSeconds() - cpuBefore;
  const perAudio = decoderCpu / audioSeconds;
  const cpus = os.availableParallelism();

  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const w = sorted(waits);
  const f = sorted(finals);
  const allWaits = sorted([...cold.waits, ...waits]);
  const allFinals = sorted([...cold.finals, ...finals]);
  const row = (label: string, s: number[]) => [
    label,
    String(s.length),
    ...[50, 95, 99].map((p) => percentile(s, p).toFixed(1)),
    (s.at(-1) ?? Number.NaN).toFixed(1),
  ];
  const [load1] = os.loadavg();
  return (
    `\nOffline STT at scale: ${concurrency} concurrent push-to-talk streams, ${streams} in all, clean flite answers at ${speed}× real time\n` +
    `decoder pool: ${pool.size} decoders (${os.availableParallelism()} CPUs), ${pool.queue} waiting places, ${pool.waitMs} ms wait; ` +
    `load average at the end ${load1?.toFixed(1)} (a shared machine reads higher than an idle one)\n\n` +
    `${table([
      ['ms', 'streams', 'p50', 'p95', 'p99', 'max'],
      row('first answers: decoder wait (open → ready)', sorted(cold.waits)),
      row('first answers: end of audio → final', sorted(cold.finals)),
      row('later answers: decoder wait (open → ready)', w),
      row('later answers: end of audio → final', f),
      row('all answers: decoder wait (open → ready)', allWaits),
      row('all answers: end of audio → final', allFinals),
    ])}\n\n` +
    `${pool.idle} decoders were warm before the first press (STT_POCKETSPHINX_IDLE); the summary line counts every answer\n` +
    `decoders: ${decoderCpu.toFixed(1)} CPU s for ${audioSeconds.toFixed(0)} s of audio (${perAudio.toFixed(3)} CPU s a second of speech, ` +
    `calibration and start-up included): ${cpus} idle CPUs would keep ~${Math.floor(cpus / perAudio)} streams in real time\n` +
    `busy ${busy}, failed ${failed} (both over all answers), WER ${((100 * errors) / Math.max(1, words)).toFixed(1)}% over the streams heard, ${wallS.toFixed(1)} s wall\n` +
    `bench:stt concurrency=${concurrency} streams=${streams + concurrency} busy=${busy} queue_wait_p95_ms=${percentile(allWaits, 95).toFixed(1)} ` +
    `final_p50_ms=${percentile(allFinals, 50).toFixed(1)} final_p95_ms=${percentile(allFinals, 95).toFixed(1)}\n`
  );
}
