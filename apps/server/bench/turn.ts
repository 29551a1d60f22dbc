/**
 * `npm run bench:turn`: N concurrent simulated learners (default 200, BENCH_LEARNERS) each
 * answer BENCH_QUESTIONS questions in chat mode (initial_state, then follow_up) against the
 * real server on PGlite, over loopback HTTP, pausing BENCH_THINK_MS (default 1 s) between
 * actions as a person does. Prints p50/p95/p99 and throughput per route, and
 * a bare route (/config.json) measured the same way in the same run. Target: follow_up p95 < 20 ms.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { toAppConfig } from '../src/config/app-config';
import { parseEnv } from '../src/config/env';
import { questions, refreshTokens, users } from '../src/db/schema';
import { hashRefreshToken } from '../src/modules/auth/tokens';
import { summarize, table } from './stats';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5);
/** Mean pause between a learner's actions (reading, thinking, typing), jittered ±50%. */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
const REPLIES = [
  'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha bravo',
  'three statute miles five hundred below one thousand above two thousand horizontal',
  'I think you need a clearance and a mode c transponder',
  'roger',
];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wilco-bench-'));
  const config = toAppConfig(
    parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000000',
      DEMO_PASSWORD: 'bench-password',
    }),
  );
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  try {
    const [template] = await app.db.select().from(users).where(eq(users.email, 'learner@wilco.dev'));
    const questionIds = (await app.db.select({ id: questions.question_id }).from(questions))
      .map((q) => q.id)
      .slice(0, 20);
    // Sessions are minted directly: the bench measures conversations, not argon2 sign-ins.
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, async (_, i) => {
        const [u] = await app.db
          .insert(users)
          .values({
            tenant_id: 1,
            email: `bench${i}@wilco.dev`,
            display_name: `Bench ${i}`,
            password_hash: template!.password_hash,
            roles: ['Admin'],
          })
          .returning();
        const sessionId = randomUUID();
        await app.db.insert(refreshTokens).values({
          user_id: u!.user_id,
          family_id: randomUUID(),
          session_id: sessionId,
          token_hash: hashRefreshToken(randomUUID()),
          expires_at: new Date(Date.now() + 86_400_000),
        });
        const token = await app.tokens.signIdToken({
          userId: u!.user_id,
          tenantId: 1,
          roles: ['Admin'],
          sessionId,
        });
        return {
          userId: u!.user_id,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        };
      }),
    );

    const timed = async (bucket: number[], errors: { n: number }, url: string, init?: RequestInit) => {
      const t0 = performance.now();
      const res = await fetch(url, init);
      const body = await res.json();
      bucket.push(performance.now() - t0);
      if (!res.ok) errors.n++;
      return body;
    };

    // Baseline first: the same learners, the same number of calls, on a route that does nothing.
    const bare: number[] = [];
    const bareErrors = { n: 0 };
    let t0 = performance.now();
    await Promise.all(
      learners.map(async () => {
        for (let i = 0; i < QUESTIONS * 2; i++) {
          await think();
          await timed(bare, bareErrors, `${base}/config.json`);
        }
      }),
    );
    const bareSummary = summarize('GET /config.json (bare)', bare, bareErrors.n, performance.now() - t0);

    const initial: number[] = [];
    const follow: number[] = [];
    const initialErrors = { n: 0 };
    const followErrors = { n: 0 };
    t0 = performance.now();
    await Promise.all(
      learners.map(async (l, li) => {
        for (let q = 0; q < QUESTIONS; q++) {
          const question_id = questionIds[(li + q) % questionIds.length]!;
          await think();
          const caller = { tenant_id: 1, question_id, user_id: l.userId };
          const state = await timed(initial, initialErrors, `${base}/qs/initial_state?time=${Date.now()}`, {
            method: 'POST',
            headers: l.headers,
            body: JSON.stringify({ ...caller, generate_audio: false, attempt_id: null }),
          });
          await think();
          await timed(follow, followErrors, `${base}/qs/follow_up?time=${Date.now()}`, {
            method: 'POST',
            headers: l.headers,
            body: JSON.stringify({ ...caller, response: REPLIES[(li + q) % REPLIES.length], state }),
          });
        }
      }),
    );
    const wall = performance.now() - t0;
    const rows = [
      summarize('POST /qs/initial_state', initial, initialErrors.n, wall),
      summarize('POST /qs/follow_up', follow, followErrors.n, wall),
      bareSummary,
    ];
    process.stdout.write(
      `\nConversation turns: ${LEARNERS} concurrent learners × ${QUESTIONS} questions, ${THINK_MS} ms think time, chat mode, PGlite, loopback HTTP\n\n`,
    );
    process.stdout.write(`${table(rows, bareSummary)}\n\n`);
    const p95 = rows[1]!.p95;
    process.stdout.write(
      `follow_up p95 ${p95.toFixed(1)} ms: ${p95 < 20 ? 'within' : 'ABOVE'} the 20 ms target\n`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
