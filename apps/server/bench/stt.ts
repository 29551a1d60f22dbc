/**
 * `npm run bench:stt`: the offline recogniser on flite-generated ATC answers (bench/stt-clips.ts),
 * streamed like the web recorder (250 ms chunks at BENCH_SPEED × real time, default 1, then the
 * 0.25 s wait-for-final silence). Prints word error rate per clip type and overall, and
 * end-of-audio → final transcript latency p50/p95/p99, for the per-question search and, in the
 * same run, for a baseline: the same decoder on pocketsphinx's stock en-us language model.
 * Targets: WER ≤ 5 %, final ≤ 50 ms after the end of audio.
 */
import path from 'node:path';
import { STT_SAMPLE_RATE } from '@wilco/shared';
import { toAppConfig } from '../src/config/app-config';
import { parseEnv } from '../src/config/env';
import { spawnHelper } from '../src/engines/speech/stt/pocketsphinx/helper-process';
import { parseFinal } from '../src/engines/speech/stt/pocketsphinx/confidence';
import { createPocketsphinxProvider } from '../src/engines/speech/stt/pocketsphinx/provider';
import { warmUpDecoder } from '../src/engines/speech/stt/pocketsphinx/warm-up';
import { createTo16k } from '../src/engines/speech/stt/resample';
import type { SttProvider } from '../src/engines/speech/stt/types';
import { wordErrors } from '../src/engines/speech/stt/wer';
import { createSpeechMaker, recorderChunks } from '../src/test/speech';
import { CLIPS, type Clip } from './stt-clips';
import { percentile } from './stats';

const SPEED = Number(process.env.BENCH_SPEED ?? 1);
const CHUNK_MS = 250 / SPEED;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Heard = { heard: string; latencyMs: number; confidence?: number };
type Result = Heard & { clip: Clip; errors: number; words: number };
type Recognise = (clip: Clip, speech: Int16Array) => Promise<Heard>;

/** The product path: per-question grammar through the provider the /stt socket uses. */
function viaProvider(provider: SttProvider): Recognise {
  return async (clip, speech) => {
    let heard = '';
    let confidence = 0;
    let finalAt = 0;
    const stream = await provider.open(
      { expected: clip.expected, sampleRate: STT_SAMPLE_RATE },
      {
        partial: () => undefined,
        transcript: (e) => {
          finalAt = performance.now();
          const best = 'channel' in e ? e.channel.alternatives[0] : undefined;
          heard = best?.transcript ?? '';
          confidence = best?.confidence ?? 0;
        },
        utteranceEnd: () => undefined,
        error: (m) => {
          throw new Error(m);
        },
      },
    );
    for (const chunk of recorderChunks(speech)) {
      stream.write(chunk);
      await sleep(CHUNK_MS);
    }
    const endOfAudio = performance.now();
    await stream.finalize();
    await stream.close();
    return { heard, confidence, latencyMs: finalAt - endOfAudio };
  };
}

/** The baseline: one warm decoder on the stock en-us trigram model, no per-question search. */
async function viaStockModel(modelDir: string, bin: string, extraDict: string): Promise<Recognise> {
  const helper = await spawnHelper({ bin, modelDir, extraDict });
  await warmUpDecoder(helper);
  await helper.request('M', path.join(modelDir, 'en-us.lm.bin'));
  return async (_clip, speech) => {
    const resampler = createTo16k(STT_SAMPLE_RATE);
    await helper.request('S');
    for (const chunk of recorderChunks(speech)) {
      const out = resampler.push(chunk);
      void helper.request('A', Buffer.from(out.buffer, out.byteOffset, out.byteLength));
      await sleep(CHUNK_MS);
    }
    const tail = resampler.flush();
    void helper.request('A', Buffer.from(tail.buffer));
    const endOfAudio = performance.now();
    const frame = await helper.request('E');
    return { heard: parseFinal(frame.payload).text, latencyMs: performance.now() - endOfAudio };
  };
}

async function runAll(name: string, recognise: Recognise, speech: Map<Clip, Int16Array>): Promise<Result[]> {
  const results: Result[] = [];
  for (const clip of CLIPS) {
    const heard = await recognise(clip, speech.get(clip)!);
    results.push({ clip, ...heard, ...wordErrors(clip.said, heard.heard) });
    process.stderr.write(`${name}: ${clip.said} → ${results.at(-1)!.heard}\n`);
  }
  return results;
}

const wer = (rs: Result[]) => rs.reduce((n, r) => n + r.errors, 0) / rs.reduce((n, r) => n + r.words, 0);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  const config = toAppConfig(
    parseEnv({ DATA_DIR: path.join(process.cwd(), 'data'), JWT_SECRET: 'x'.repeat(48) }),
  );
  const ps = config.stt.pocketsphinx;
  const maker = createSpeechMaker();
  const provider = createPocketsphinxProvider({
    ...ps,
    idle: 1,
    max: 1,
    partialIntervalMs: config.stt.partialIntervalMs,
  });
  try {
    const speech = new Map<Clip, Int16Array>();
    for (const clip of CLIPS) speech.set(clip, await maker.say(clip.said));
    // Calibrated decoders on both sides, as a running server has.
    provider.prepare?.();
    await sleep(3000);
    const ours = await runAll('per-question', viaProvider(provider), speech);
    const base = await runAll('stock LM', await viaStockModel(ps.modelDir, ps.bin, ps.extraDict), speech);

    const types = [...new Set(CLIPS.map((c) => c.type))];
    const minConfidence = (rs: Result[]) => Math.min(...rs.map((r) => r.confidence ?? 0)).toFixed(2);
    const row = (label: string, keep: (c: Clip) => boolean) => {
      const [o, b] = [ours.filter((r) => keep(r.clip)), base.filter((r) => keep(r.clip))];
      const words = o.reduce((n, r) => n + r.words, 0);
      return [label, String(o.length), String(words), pct(wer(o)), pct(wer(b)), minConfidence(o)];
    };
    const werRows = [
      ['clip type', 'clips', 'words', 'WER per-question', 'WER stock LM', 'min confidence'],
      ...types.map((t) => row(t, (c) => c.type === t)),
      row('tuning clips', (c) => !c.heldOut),
      row('held-out clips', (c) => c.heldOut === true),
      row('overall', () => true),
    ];
    const lat = (rs: Result[]) => rs.map((r) => r.latencyMs).sort((a, b) => a - b);
    const [lo, lb] = [lat(ours), lat(base)];
    const latencyRows = [
      ['end of audio → final', 'p50 ms', 'p95 ms', 'p99 ms'],
      ['per-question search', ...[50, 95, 99].map((p) => percentile(lo, p).toFixed(1))],
      ['stock en-us LM (baseline)', ...[50, 95, 99].map((p) => percentile(lb, p).toFixed(1))],
    ];
    const wrong = ours.filter((r) => r.errors > 0);
    process.stdout.write(
      `\nOffline STT: ${CLIPS.length} flite (slt) clips, 22050 Hz recorder chunks at ${SPEED}× real time, pocketsphinx 0.8\n\n` +
        `${table(werRows)}\n\n${table(latencyRows)}\n\n` +
        `WER ratio per-question / stock LM: ${(wer(ours) / wer(base)).toFixed(2)}; ` +
        `p95 latency ratio: ${(percentile(lo, 95) / percentile(lb, 95)).toFixed(2)}\n` +
        `Targets: WER ≤ 5% (${wer(ours) <= 0.05 ? 'met' : 'MISSED'}), final ≤ 50 ms p95 (${percentile(lo, 95) <= 50 ? 'met' : 'MISSED'})\n` +
        (wrong.length
          ? `\nMisheard:\n${wrong.map((r) => `  said "${r.clip.said}"\n  heard "${r.heard}" (confidence ${r.confidence ?? 0})`).join('\n')}\n`
          : ''),
    );
  } finally {
    await provider.shutdown?.();
    maker.cleanup();
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
