/**
 * The server half of `npm run bench:turn`, in its own process so the load generator does not
 * share its event loop: builds the real app on PGlite in a throw-away data dir (or, with
 * BENCH_DATABASE_URL, on a fresh PostgreSQL database made for the run and dropped after), creates
 * BENCH_LEARNERS learner accounts there, listens on loopback and prints one JSON line
 * ({ port, learners, questionIds }) for the driver. Stops on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { ROLE } from '@wilco/shared';
import { buildApp } from '../src/app';
import { toAppConfig } from '../src/config/app-config';
import { parseEnv } from '../src/config/env';
import { questions, refreshTokens, scriptTurns, scripts, users } from '../src/db/schema';
import { hashRefreshToken } from '../src/modules/auth/tokens';

export type BenchLearner = { userId: number; token: string };
/** A published scenario the sim bench plays by deep link, with what the learner must say per turn. */
export type BenchScenario = { deep_link: string; name: string; inputs: string[] };
export type BenchServerReady = {
  port: number;
  learners: BenchLearner[];
  questionIds: number[];
  /** One voice and one chat scenario for bench:sim. */
  scenarios: { voice: BenchScenario | null; chat: BenchScenario | null };
  /** Which database the server ran on, for the table's title. */
  engine: 'PGlite' | 'PostgreSQL';
};

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);

/** A fresh PostgreSQL database for this run, so the figures never depend on earlier data. */
async function createPostgresDatabase(baseUrl: string) {
  const name = `wilco_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const conn = postgres(baseUrl, { max: 1, onnotice: () => undefined });
    await conn.unsafe(`drop database if exists ${name} with (force)`);
    await conn.end();
  };
  return { url: url.toString(), drop };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wilco-bench-'));
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const pg = baseUrl ? await createPostgresDatabase(baseUrl) : null;
  const config = toAppConfig(
    parseEnv({
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000000',
      DEMO_PASSWORD: 'bench-password',
    }),
  );
  const app = await buildApp(config);
  let writeProfile: (() => Promise<void>) | null = null;
  const stop = async () => {
    await writeProfile?.();
    await app.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());

  const [template] = await app.db.select().from(users).where(eq(users.email, 'learner@wilco.dev'));
  // Chat questions of the seeded quizzes: the same bank a learner practises.
  const questionIds = (await app.db.select({ id: questions.question_id }).from(questions))
    .map((q) => q.id)
    .slice(0, 20);
  // Sessions are minted directly: the bench measures conversations, not argon2 sign-ins.
  const learners = await Promise.all(
    Array.from({ length: LEARNERS }, async (_, i): Promise<BenchLearner> => {
      const [u] = await app.db
        .insert(users)
        .values({
          tenant_id: 1,
          email: `bench-learner${i}@wilco.dev`,
          display_name: `Bench learner ${i}`,
          password_hash: template!.password_hash,
          roles: [ROLE.Learner],
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
        roles: [ROLE.Learner],
        sessionId,
      });
      return { userId: u!.user_id, token };
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const scenarios = { voice: await benchScenario(app, 'voice'), chat: await benchScenario(app, 'chat') };
  const ready: BenchServerReady = {
    port,
    learners,
    questionIds,
    scenarios,
    engine: pg ? 'PostgreSQL' : 'PGlite',
  };
  if (process.env.BENCH_PROFILE) writeProfile = await startProfile(process.env.BENCH_PROFILE);
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}

/**
 * The first published seeded scenario of a type, given a deep link when it has none, so every
 * bench learner can play it without a queue item (a deep link never completes one).
 */
async function benchScenario(app: Awaited<ReturnType<typeof buildApp>>, type: 'voice' | 'chat') {
  const [script] = await app.db
    .select()
    .from(scripts)
    .where(and(eq(scripts.status, 'published'), eq(scripts.script_type, type)))
    .orderBy(asc(scripts.script_id))
    .limit(1);
  if (!script) return null;
  const deepLink = script.deep_link ?? `bench-${type}-${script.script_id}`;
  if (!script.deep_link)
    await app.db.update(scripts).set({ deep_link: deepLink }).where(eq(scripts.script_id, script.script_id));
  const turns = await app.db
    .select({ input: scriptTurns.input })
    .from(scriptTurns)
    .where(eq(scriptTurns.script_id, script.script_id))
    .orderBy(asc(scriptTurns.order));
  return { deep_link: deepLink, name: script.name, inputs: turns.map((t) => t.input) };
}

/**
 * BENCH_PROFILE=<file.cpuprofile>: a CPU profile of the server while it is measured (set-up
 * excluded), written on SIGTERM; open it in Chrome DevTools.
 */
async function startProfile(file: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  };
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
