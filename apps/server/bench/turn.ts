/**
 * `npm run bench:turn`: BENCH_LEARNERS (default 200) concurrent simulated learners each answer
 * BENCH_QUESTIONS (default 5) questions in chat mode (initial_state, then follow_up) against
 * the real server on PGlite (or PostgreSQL with BENCH_DATABASE_URL) over loopback HTTP. The server runs in its own process
 * (turn-server.ts) with its own learner accounts.
 *
 * BENCH_MODE picks the load shape (default both):
 * - closed: no think time, every learner fires its next call as soon as the last answers. The
 *   throughput is what the server can do (capacity); latency includes queueing behind 199 others.
 * - paced: learners pause BENCH_THINK_MS (default 1 s, jittered) between actions as people do.
 *   The target applies here: follow_up p95 < 20 ms.
 * Each shape also measures a bare route (/config.json) under the same load, printed as ratios.
 */
import { runBare, runConversations, type LoadPlan } from './load';
import { startBenchServer } from './server-process';
import { table } from './stats';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const MODE = process.env.BENCH_MODE ?? 'both';

async function measure(title: string, plan: LoadPlan) {
  const bare = await runBare(plan);
  const [initial, follow] = await runConversations(plan);
  process.stdout.write(`\n${title}\n\n${table([initial!, follow!, bare], bare)}\n`);
  return { initial: initial!, follow: follow!, bare };
}

async function main() {
  const { ready, stop } = await startBenchServer();
  const base = `http://127.0.0.1:${ready.port}`;
  const plan = (thinkMs: number, questions = QUESTIONS): LoadPlan => ({ ...ready, base, questions, thinkMs });
  const n = ready.learners.length;
  try {
    // Warm-up (discarded): JIT, caches and the database's first pages.
    await runConversations(plan(0, 1));
    await runBare(plan(0, 1));
    process.stdout.write(
      `\nConversation turns: ${n} concurrent learners × ${QUESTIONS} questions, chat mode, ${ready.engine}, loopback HTTP, server in its own process\n`,
    );
    if (MODE !== 'paced') {
      const closed = await measure('Closed loop (no think time): capacity', plan(0));
      const calls = closed.initial.throughput + closed.follow.throughput;
      process.stdout.write(
        `capacity: ${calls.toFixed(0)} conversation calls/s (bare route ${closed.bare.throughput.toFixed(0)} req/s)\n`,
      );
    }
    if (MODE !== 'closed') {
      const paced = await measure(
        `Paced (${THINK_MS} ms think time): what ${n} learners see`,
        plan(THINK_MS),
      );
      const p95 = paced.follow.p95;
      process.stdout.write(
        `follow_up p95 ${p95.toFixed(1)} ms with ${n} learners: ${p95 < 20 ? 'within' : 'ABOVE'} the 20 ms target\n`,
      );
    }
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
