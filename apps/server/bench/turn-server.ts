/**
 * The server half of `npm run bench:turn`, `bench:sim` and `bench:load`, in its own process so
 * the load generator does not share its event loop: builds the real app on PGlite in a throw-away
 * data dir (or, with BENCH_DATABASE_URL, on a fresh PostgreSQL database made for the run and
 * dropped after), creates BENCH_LEARNERS learner accounts there (bulk inserts, password
 * BENCH_PASSWORD), listens on loopback and prints one JSON line (BenchServerReady) for the
 * driver. Request and sign-in rate limits are raised (RATE_LIMIT_MAX, SIGN_IN_RATE_LIMIT): every
 * simulated learner comes from 127.0.0.1. Stops on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { ROLE } from '@wilco/shared';
import { buildApp } from '../src/app';
import { toAppConfig } from '../src/config/app-config';
import { parseEnv } from '../src/config/env';
import { questions, refreshTokens, scriptTurns, scripts, subanswers, users } from '../src/db/schema';
import type { AuthContext } from '../src/plugins/access';
import { BENCH_PASSWORD, BENCH_RATE_LIMIT } from './bench-accounts';
import { usageSince, type BenchServerUsage } from './usage';
import { hashRefreshToken } from '../src/modules/auth/tokens';

/** A bench account: its session is minted directly, and it can also sign in with BENCH_PASSWORD. */
export type BenchLearner = { userId: number; token: string; email: string };
/** A quiz every bench learner may take, each question with its model answer (said to pass it). */
export type BenchQuiz = {
  quiz_id: number;
  course_id: number;
  area_id: number;
  questions: { question_id: number; answer: string }[];
};
/** A published scenario the sim bench plays by deep link, with what the learner must say per turn. */
export type BenchScenario = { deep_link: string; name: string; inputs: string[] };
export type BenchServerReady = {
  port: number;
  learners: BenchLearner[];
  questionIds: number[];
  /** One voice and one chat scenario for bench:sim. */
  scenarios: { voice: BenchScenario | null; chat: BenchScenario | null };
  /** bench:load's quizzes: those whose every question has a rubric (chat-ready). */
  quizzes: BenchQuiz[];
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
      RATE_LIMIT_MAX: String(BENCH_RATE_LIMIT),
      SIGN_IN_RATE_LIMIT: String(BENCH_RATE_LIMIT),
      // The seeded learner's password hash is every bench account's.
      DEMO_PASSWORD: BENCH_PASSWORD,
    }),
  );
  const app = await buildApp(config);
  let writeProfile: (() => Promise<void>) | null = null;
  let measured: (() => Promise<BenchServerUsage>) | null = null;
  const stop = async () => {
    await writeProfile?.();
    if (measured) process.stdout.write(`${JSON.stringify(await measured())}\n`);
    await app.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());

  const learners = await createLearners(app, LEARNERS);
  // Chat questions of the seeded quizzes: the same bank a learner practises.
  const questionIds = (await app.db.select({ id: questions.question_id }).from(questions))
    .map((q) => q.id)
    .slice(0, 20);
  const quizzes = await benchQuizzes(app, learners[0]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const scenarios = { voice: await benchScenario(app, 'voice'), chat: await benchScenario(app, 'chat') };
  const ready: BenchServerReady = {
    port,
    learners,
    questionIds,
    scenarios,
    quizzes,
    engine: pg ? 'PostgreSQL' : 'PGlite',
  };
  if (process.env.BENCH_PROFILE) writeProfile = await startProfile(process.env.BENCH_PROFILE);
  // postgres.js answers rows as an array.
  const backends = async () =>
    (
      (await app.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database()`,
      )) as unknown as { pid: number }[]
    ).map((r) => r.pid);
  measured = await usageSince(pg ? backends : async () => null);
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * `count` learner accounts in two bulk inserts (users, then one session each), sharing the seeded
 * learner's password hash: no sign-up or argon2 hashing per account. Each gets an id token for
 * the benches that measure past sign-in.
 */
async function createLearners(app: App, count: number): Promise<BenchLearner[]> {
  if (count === 0) return [];
  const [template] = await app.db.select().from(users).where(eq(users.email, 'learner@wilco.dev'));
  if (!template) throw new Error('the seeded learner@wilco.dev is missing');
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenant_id: 1,
        email: `bench-learner${i}@wilco.dev`,
        display_name: `Bench learner ${i}`,
        password_hash: template.password_hash,
        roles: [ROLE.Learner],
      })),
    )
    .returning({ user_id: users.user_id, email: users.email });
  const sessions = rows.map((u) => ({
    user_id: u.user_id,
    family_id: randomUUID(),
    session_id: randomUUID(),
    token_hash: hashRefreshToken(randomUUID()),
    expires_at: new Date(Date.now() + 86_400_000),
  }));
  await app.db.insert(refreshTokens).values(sessions);
  return Promise.all(
    rows.map(async (u, i) => ({
      userId: u.user_id,
      email: u.email,
      token: await app.tokens.signIdToken({
        userId: u.user_id,
        tenantId: 1,
        roles: [ROLE.Learner],
        sessionId: sessions[i]!.session_id,
      }),
    })),
  );
}

/** The quizzes a bench learner may take whose every question has a rubric, with model answers. */
async function benchQuizzes(app: App, learner: BenchLearner | undefined): Promise<BenchQuiz[]> {
  if (!learner) return [];
  const auth: AuthContext = {
    userId: learner.userId,
    tenantId: 1,
    roles: [ROLE.Learner],
    sessionId: '',
    email: learner.email,
    mfaRequired: false,
    mfaEnabled: false,
  };
  const answers = new Map(
    (await app.db.select({ id: questions.question_id, answer: questions.answer }).from(questions)).map(
      (q) => [q.id, q.answer],
    ),
  );
  const rubricked = new Set(
    (await app.db.selectDistinct({ id: subanswers.question_id }).from(subanswers)).map((s) => s.id),
  );
  return (await app.content.service.quizzes(auth))
    .filter((q) => q.question_ids.length > 0 && q.question_ids.every((id) => rubricked.has(id)))
    .map((q) => ({
      quiz_id: q.quiz_id,
      course_id: q.course_id,
      area_id: q.area_id,
      questions: q.question_ids.map((id) => ({ question_id: id, answer: answers.get(id) ?? '' })),
    }));
}

/**
 * The first published seeded scenario of a type, given a deep link when it has none, so every
 * bench learner can play it without a queue item (a deep link never completes one).
 */
async function benchScenario(app: App, type: 'voice' | 'chat') {
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
