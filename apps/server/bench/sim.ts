/**
 * `npm run bench:sim`: BENCH_VOICE (default 20) voice simulations and then BENCH_CHAT (default
 * 200) chat simulations at once, against the real server (turn-server.ts, PGlite by default,
 * BENCH_DATABASE_URL for PostgreSQL) over loopback. Every learner plays one seeded scenario by
 * deep link (no queue item is completed), transmitting each turn's expected words: voice as
 * flite clips streamed in real time through the /sim socket, chat as typed text. A voice learner
 * listens to each reply for as long as its audio plays, then thinks (BENCH_THINK_MS, jittered)
 * before the next transmission; a chat learner only thinks.
 *
 * Figures (docs/product/simulations.md): voice, end of the learner's transmission (push-to-talk
 * release) → first byte of the caller's reply audio; chat, transmission sent → caller's reply.
 * Targets: voice p50 ≤ 250 ms and p95 ≤ 600 ms with 20; chat p95 ≤ 50 ms with 200; 0 errors.
 */
import { createSpeechMaker } from '../src/test/speech';
import { startBenchServer } from './server-process';
import { runChat, runVoice, type SimRun } from './sim-load';
import { summarize, type Summary } from './stats';

const VOICE = Number(process.env.BENCH_VOICE ?? 20);
const CHAT = Number(process.env.BENCH_CHAT ?? 200);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);

function simTable(rows: [Summary, SimRun][]): string {
  const head = ['simulations', 'transmissions', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'verdicts'];
  const body = rows.map(([s, run]) => [
    s.name,
    String(s.requests),
    String(run.errors),
    s.p50.toFixed(1),
    s.p95.toFixed(1),
    s.p99.toFixed(1),
    Object.entries(run.verdicts)
      .map(([verdict, n]) => `${verdict} ${n}`)
      .join(', '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === 6 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const { ready, stop } = await startBenchServer({ BENCH_LEARNERS: String(Math.max(VOICE, CHAT)) });
  const base = `http://127.0.0.1:${ready.port}`;
  const { voice, chat } = ready.scenarios;
  if (!voice || !chat) throw new Error('bench:sim needs a published voice and a published chat scenario');
  const speech = createSpeechMaker();
  try {
    const clips = await Promise.all(voice.inputs.map((text) => speech.say(text)));
    process.stdout.write(
      `\nScenario simulations on ${ready.engine}, loopback, server in its own process; ` +
        `voice: "${voice.name}" (${voice.inputs.length} turns), chat: "${chat.name}" (${chat.inputs.length} turns), ` +
        `${THINK_MS} ms think time\n\n`,
    );
    // Warm-up (discarded): JIT, decoders, the caller's rendered lines.
    await runVoice({ base, learners: ready.learners.slice(0, 2), scenario: voice, thinkMs: 0 }, clips);
    await runChat({ base, learners: ready.learners.slice(0, 5), scenario: chat, thinkMs: 0 });

    const voiceRun = await runVoice(
      { base, learners: ready.learners.slice(0, VOICE), scenario: voice, thinkMs: THINK_MS },
      clips,
    );
    const chatRun = await runChat({
      base,
      learners: ready.learners.slice(0, CHAT),
      scenario: chat,
      thinkMs: THINK_MS,
    });
    const v = summarize(
      `${VOICE} voice (release → audio)`,
      voiceRun.samples,
      voiceRun.errors,
      voiceRun.wallMs,
    );
    const c = summarize(`${CHAT} chat (text → reply)`, chatRun.samples, chatRun.errors, chatRun.wallMs);
    process.stdout.write(
      `${simTable([
        [v, voiceRun],
        [c, chatRun],
      ])}\n\n`,
    );
    for (const [kind, run] of [
      ['voice', voiceRun],
      ['chat', chatRun],
    ] as const)
      process.stdout.write(
        `${kind} calls ended: ${Object.entries(run.ends)
          .map(([reason, n]) => `${reason} ${n}`)
          .join(', ')}\n`,
      );
    for (const [what, n] of Object.entries({ ...voiceRun.why, ...chatRun.why }))
      process.stdout.write(`error ×${n}: ${what}\n`);
    const within = v.p50 <= 250 && v.p95 <= 600 && c.p95 <= 50 && voiceRun.errors + chatRun.errors === 0;
    process.stdout.write(
      `targets (voice p50 ≤ 250 ms, p95 ≤ 600 ms; chat p95 ≤ 50 ms; 0 errors): ${within ? 'within' : 'NOT MET'}\n`,
    );
    process.stdout.write(
      `bench:sim voice=${VOICE} eos_to_audio_p50_ms=${v.p50.toFixed(0)} eos_to_audio_p95_ms=${v.p95.toFixed(0)} ` +
        `chat=${CHAT} chat_turn_p95_ms=${c.p95.toFixed(1)} errors=${voiceRun.errors + chatRun.errors}\n`,
    );
  } finally {
    speech.cleanup();
    await stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
