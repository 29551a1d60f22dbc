/**
 * `npm run bench:load [-- --learners N --seconds S]` (defaults 500 and 60): N simulated learners
 * take chat-mode quizzes for S seconds over loopback HTTP against the real server in its own
 * process, on a fresh PostgreSQL database made for the run and dropped after (turn-server.ts;
 * BENCH_DATABASE_URL names the server to make it on, default the local one). The accounts are
 * bulk-inserted beforehand; each learner signs in over HTTP, then runs the web client's quiz flow
 * (quiz-flow.ts) with think time between actions. docs/decisions/033-load-bench.md.
 *
 * Prints a table per step and ends with the one line
 * `bench:load learners=<n> seconds=<s> requests=<r> errors=<e> p50_ms=<a> p95_ms=<b> p99_ms=<c>`.
 * Target (issue 17): 0 errors and p99 < 200 ms on the 2-core machine.
 *
 * Other options: --ramp S (learners arrive uniformly over the first S seconds; default half the
 * run, at most 30), --answer-ms and --browse-ms (mean think times, jittered ±50%; defaults 10 s
 * and 5 s), --weak 0..1 (share of first answers that miss the point; 0.25), --questions N
 * (questions answered per attempt before Finish; 2).
 */
import { parseArgs } from 'node:util';
import { runLearner, flowRecord, STEPS, type FlowPlan } from './quiz-flow';
import { startBenchServer } from './server-process';
import type { BenchServerUsage } from './usage';
import { summarize, table } from './stats';
import { BENCH_PASSWORD, BENCH_RATE_LIMIT } from './bench-accounts';

const { values: opts } = parseArgs({
  options: {
    learners: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    ramp: { type: 'string' },
    'answer-ms': { type: 'string', default: '10000' },
    'browse-ms': { type: 'string', default: '5000' },
    questions: { type: 'string', default: '2' },
    weak: { type: 'string', default: '0.25' },
  },
});
const LEARNERS = Number(opts.learners);
const SECONDS = Number(opts.seconds);
const RAMP = Number(opts.ramp ?? Math.min(30, SECONDS / 2));
const ANSWER_MS = Number(opts['answer-ms']);
const BROWSE_MS = Number(opts['browse-ms']);
const WEAK = Number(opts.weak);
const QUESTIONS = Number(opts.questions);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const out = (text: string) => process.stdout.write(`${text}\n`);

async function main() {
  if (
    ![LEARNERS, SECONDS, RAMP, ANSWER_MS, BROWSE_MS, WEAK, QUESTIONS].every(
      (n) => Number.isFinite(n) && n >= 0,
    )
  )
    throw new Error(
      '--learners, --seconds, --ramp, --answer-ms, --browse-ms, --weak and --questions take numbers ≥ 0',
    );
  const { ready, stop } = await startBenchServer({
    BENCH_LEARNERS: String(LEARNERS),
    BENCH_DATABASE_URL: ADMIN_URL,
  });
  const { quizzes } = ready;
  const rec = flowRecord();
  let wallMs = 0;
  let usage: BenchServerUsage | null = null;
  const driverCpu = process.cpuUsage();
  try {
    if (quizzes.length === 0) throw new Error('bench:load needs a seeded quiz whose questions have rubrics');
    const t0 = performance.now();
    const plan: FlowPlan = {
      base: `http://127.0.0.1:${ready.port}`,
      quizzes,
      think: { answerMs: ANSWER_MS, browseMs: BROWSE_MS },
      endsAt: t0 + SECONDS * 1000,
      weakShare: WEAK,
      questions: QUESTIONS,
    };
    await Promise.all(
      ready.learners.map(async (l, i) => {
        // Arrivals spread over the ramp: a class does not press Sign in in the same millisecond.
        await new Promise((r) => setTimeout(r, Math.random() * RAMP * 1000));
        await runLearner(plan, { email: l.email, password: BENCH_PASSWORD }, rec, i);
      }),
    );
    wallMs = performance.now() - t0;
  } finally {
    usage = await stop();
  }
  const driver = process.cpuUsage(driverCpu);

  const rows = STEPS.map((s) => summarize(s, rec[s].samples, rec[s].errors, wallMs));
  const all = summarize(
    'all',
    STEPS.flatMap((s) => rec[s].samples),
    rows.reduce((n, r) => n + r.errors, 0),
    wallMs,
  );
  out(
    `\nQuiz flow: ${LEARNERS} learners for ${SECONDS} s (arriving over the first ${RAMP} s), chat mode, ` +
      `${ready.engine} (fresh database), loopback HTTP, server in its own process; ` +
      `${QUESTIONS} questions of each attempt answered, then Finish; the ${quizzes.length} seeded quizzes in turn`,
  );
  out(
    `Think time: reading and typing an answer ${ANSWER_MS / 1000} s, before starting a quiz and before ` +
      `Finish ${BROWSE_MS / 1000} s on ` +
      `average, uniformly jittered ±50%; ` +
      `${Math.round(WEAK * 100)}% of first answers miss the point. Rate limits raised to ${BENCH_RATE_LIMIT}/min ` +
      `(RATE_LIMIT_MAX, SIGN_IN_RATE_LIMIT): every learner is 127.0.0.1. Shared 2-core machine: figures are pessimistic.\n`,
  );
  out(table([...rows, all], undefined, 'step'));
  for (const s of STEPS)
    for (const [why, n] of Object.entries(rec[s].why)) out(`error ×${n} at ${s}: ${why}`);
  // Machine-independent-ish: what each request cost, whatever else the shared cores were doing.
  if (usage) {
    const per = (ms: number) => ms / all.requests;
    const server = per(usage.cpuMs);
    const db = usage.databaseCpuMs === null ? null : per(usage.databaseCpuMs);
    const generator = per((driver.user + driver.system) / 1000);
    const total = server + (db ?? 0) + generator;
    out(
      `\nCPU per request: server ${server.toFixed(2)} ms (argon2 sign-ins included; event loop busy ` +
        `${(usage.eventLoop * 100).toFixed(0)}% of the run), PostgreSQL ${db === null ? 'unknown' : `${db.toFixed(2)} ms`}, ` +
        `load generator ${generator.toFixed(2)} ms; all ${total.toFixed(2)} ms: 2 idle cores would serve ` +
        `at most ${Math.floor(2000 / total)} req/s of this mix; this run was served ${all.throughput.toFixed(0)} req/s`,
    );
  }
  const within = all.errors === 0 && all.p99 < 200;
  out(`target (0 errors, p99 < 200 ms): ${within ? 'within' : 'NOT MET'}`);
  out(
    `bench:load learners=${LEARNERS} seconds=${SECONDS} requests=${all.requests} errors=${all.errors} ` +
      `p50_ms=${all.p50.toFixed(1)} p95_ms=${all.p95.toFixed(1)} p99_ms=${all.p99.toFixed(1)}`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
