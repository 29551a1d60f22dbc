import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CallEnd,
  CallRejoined,
  CallStart,
  ConversationState,
  LiveRef,
  LiveSnapshot,
  LiveTranscriptUpdate,
  LiveWatchAck,
  TurnResult,
} from '@wilco/shared';
import { conversationOver } from '@wilco/shared';
import { buildApp } from '../app';
import { ADDRESS_MAX_FAILURES } from '../modules/auth/sign-in-guard';
import { questions } from '../db/schema';
import type { AppConfig } from '../config/app-config';
import { SOCKETS_PER_USER, TOO_MANY_SOCKETS, userRoom } from '../plugins/socket';
import { testConfig, listenOnLoopback } from './app';
import { createTestDatabase, type TestDatabase } from './databases';
import { bearer, createTenantWithUsers, login } from './fixtures';
import { answerQuestion, signInAsker, startQuestion, startQuizAttempt } from './grading';
import { nextEndOf, nextUpdateOf } from './live';
import { TAXI_TURNS, createScenario, enqueue, simClient } from './sim';

/**
 * Issue 17 part 1 (docs/decisions/028-scale-out.md): two server processes on one PostgreSQL and one
 * Redis behave as one app. Each app below has its own database pool and Redis connections; only
 * PostgreSQL and Redis join them, as two machines behind a load balancer.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SKIP = DATABASE_URL ? '' : ' (skipped: set DATABASE_URL, with Redis on 127.0.0.1:6379, to run it)';
/** Low enough to spend in a test, high enough for the other steps of one user. */
const RATE_LIMIT = 12;

describe.skipIf(!DATABASE_URL)(
  `two server processes on PostgreSQL and Redis${SKIP}`,
  { shuffle: true },
  () => {
    let database: TestDatabase;
    const configs: (AppConfig & { cleanup: () => void })[] = [];
    let a: FastifyInstance;
    let b: FastifyInstance;
    const urls: string[] = [];
    let tenantId: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const redis = { url: REDIS_URL, keyPrefix: `wilco-test-${randomBytes(4).toString('hex')}:` };
      const make = (overrides: Partial<AppConfig>) => {
        const config = testConfig({
          database: database.target,
          redis,
          // A minute: a change another process sees at once can only have come through the relay.
          cacheTtlMs: 60_000,
          rateLimitMax: RATE_LIMIT,
          ...overrides,
        });
        config.stt = { ...config.stt, pocketsphinx: { ...config.stt.pocketsphinx, idle: 0 } };
        configs.push(config);
        return config;
      };
      const first = make({ seedDemo: true });
      // The same keys, as every process of one install has.
      const second = make({ keys: first.keys });
      a = await buildApp(first);
      b = await buildApp(second);
      for (const app of [a, b]) {
        urls.push(await listenOnLoopback(app));
      }
      const made = await createTenantWithUsers(a, 'scale', ['Learner', 'Admin', 'Author']);
      tenantId = made.tenant.tenant_id;
      for (const [role, user] of Object.entries(made.users)) ids[role] = user.user_id;
    });

    afterAll(async () => {
      await Promise.all([a, b].map((app) => app?.close()));
      await database?.drop();
      for (const config of configs) config.cleanup();
    });

    const sim = (i: number, token: string) => simClient(`${urls[i]}/sim`, { token });

    it('delivers a socket event emitted on one process to a socket connected to the other', async () => {
      const { idToken } = await login(a, 'learner@scale.test');
      const { socket, next } = await sim(1, idToken);
      try {
        a.io.of('/sim').to(userRoom(ids.Learner!)).emit('message', { type: 'info', message: 'from A' });
        expect(await next('message')).toEqual({ type: 'info', message: 'from A' });
      } finally {
        socket.close();
      }
    });

    it('caps one account at SOCKETS_PER_USER sockets counted over both processes', async () => {
      const { idToken } = await login(a, 'admin@scale.test');
      const open = [];
      try {
        for (let i = 0; i < SOCKETS_PER_USER; i++) open.push((await sim(i % 2, idToken)).socket);
        await expect(sim(0, idToken)).rejects.toThrow(TOO_MANY_SOCKETS);
        await expect(sim(1, idToken)).rejects.toThrow(TOO_MANY_SOCKETS);
      } finally {
        for (const socket of open) socket.close();
      }
    });

    it('shares one rate-limit budget per signed-in user across processes, apart from other users', async () => {
      const author = bearer((await login(b, 'author@scale.test')).idToken);
      const other = bearer((await login(b, 'admin@scale.test')).idToken);
      const codes: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++)
        codes.push((await [a, b][i % 2]!.inject({ url: '/api/user', headers: author })).statusCode);
      expect(codes.every((c) => c === 200)).toBe(true);
      // Half the budget went to each process: a per-process limit would still let these through.
      expect((await a.inject({ url: '/api/user', headers: author })).statusCode).toBe(429);
      expect((await b.inject({ url: '/api/user', headers: author })).statusCode).toBe(429);
      // The same address, another account: its own budget.
      expect((await a.inject({ url: '/api/user', headers: other })).statusCode).toBe(200);
    });

    it('counts failed sign-ins per address across processes', async () => {
      const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++)
        await [a, b][i % 2]!.signInGuard.fail(null, address, 'password');
      await expect(b.signInGuard.check(null, address, 'password')).resolves.toBeUndefined();
      await a.signInGuard.fail(null, address, 'password');
      await expect(b.signInGuard.check(null, address, 'password')).rejects.toMatchObject({ statusCode: 429 });
      // Another address, and the same address's two-factor step, keep their own counts.
      await expect(a.signInGuard.check(null, '192.0.2.255', 'password')).resolves.toBeUndefined();
      await expect(a.signInGuard.check(null, address, 'totp')).resolves.toBeUndefined();
    });

    /** Resolves when process `app` hears `name` from the other one (a missing relay fails, not hangs). */
    const heard = (app: FastifyInstance, name: 'session.revoked' | 'user.changed' | 'settings.changed') =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the other process never heard ${name}`)), 5000);
        const off = app.events.on(name, () => {
          off();
          clearTimeout(timer);
          resolve();
        });
      });

    it('enforces a sign-out made on one process on the other at once', async () => {
      const session = await login(a, 'learner@scale.test');
      const headers = bearer(session.idToken);
      // B now holds the session in its identity cache.
      expect((await b.inject({ url: '/api/user', headers })).statusCode).toBe(200);
      const relayed = heard(b, 'session.revoked');
      const out = await a.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers,
        payload: { refreshToken: session.refreshToken },
      });
      expect(out.statusCode).toBeLessThan(300);
      await relayed;
      expect((await b.inject({ url: '/api/user', headers })).statusCode).toBe(401);
    });

    it('enforces a role change made on one process on the other at once', async () => {
      const admin = bearer((await login(a, 'admin@scale.test')).idToken);
      const learner = bearer((await login(a, 'learner@scale.test')).idToken);
      // B now holds the learner's identity, roles included, in its cache.
      expect((await b.inject({ url: '/api/user/all', headers: learner })).statusCode).toBe(403);
      const setRoles = async (roles: string[]) => {
        const relayed = heard(b, 'user.changed');
        const res = await a.inject({
          method: 'PUT',
          url: `/api/user/${ids.Learner}`,
          headers: admin,
          payload: { roles },
        });
        expect(res.statusCode, res.body).toBe(200);
        await relayed;
      };
      await setRoles(['Learner', 'Admin']);
      expect((await b.inject({ url: '/api/user/all', headers: learner })).statusCode).toBe(200);
      await setRoles(['Learner']);
      expect((await b.inject({ url: '/api/user/all', headers: learner })).statusCode).toBe(403);
    });

    it('shows tenant settings saved on one process on the other at once', async () => {
      const admin = bearer((await login(a, 'admin@scale.test')).idToken);
      const announcement = async (app: FastifyInstance) =>
        (await app.inject({ url: '/api/settings', headers: admin })).json<{ announcement: string | null }>()
          .announcement;
      // B now holds the tenant's settings in its cache.
      const before = await announcement(b);
      const text = `Runway 27 closed ${randomBytes(3).toString('hex')}`;
      const relayed = heard(b, 'settings.changed');
      const saved = await a.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin,
        payload: { announcement: text },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await relayed;
      expect(before).not.toBe(text);
      expect(await announcement(b)).toBe(text);
    });

    it('continues a quiz attempt started on one process on the other', async () => {
      const learner = await signInAsker(a, 'learner@wilco.dev');
      const attempt = await startQuizAttempt(a, learner, 1);
      const asked = attempt.question_attempts[0]!;
      const started = await startQuestion(a, learner, asked);
      expect(started.statusCode, started.body).toBe(200);
      const [question] = await a.db
        .select()
        .from(questions)
        .where(eq(questions.question_id, asked.question_id));
      let state = started.json<ConversationState>();
      for (let turn = 0; !conversationOver(state) && turn < 5; turn++) {
        const res = await answerQuestion([b, a][turn % 2]!, learner, state, question!.answer);
        expect(res.statusCode, res.body).toBe(200);
        state = res.json<ConversationState>();
      }
      expect(conversationOver(state)).toBe(true);
      const done = await b.inject({
        method: 'POST',
        url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}/complete`,
        headers: learner.headers,
      });
      expect(done.statusCode, done.body).toBe(200);
    });

    it('rejoins a simulation on the other process after the connection drops, and finishes it there', async () => {
      const { idToken } = await login(a, 'learner@scale.test');
      const itemId = await enqueue(a, tenantId, ids.Learner!, await createScenario(a, tenantId));
      const first = await sim(0, idToken);
      first.socket.emit('sim_start', { mode: 'chat', source: { kind: 'queue', script_queue_id: itemId } });
      const call = await first.next<CallStart>('call_start');
      first.socket.emit('sim_text', { sim_id: call.sim_id, text: TAXI_TURNS[0]!.input });
      expect((await first.next<TurnResult>('turn_result')).transmission.verdict).toBe('accepted');
      await first.next('text_results');
      first.socket.close();

      const second = await sim(1, idToken);
      try {
        second.socket.emit('sim_rejoin', { sim_id: call.sim_id });
        const rejoined = await second.next<CallRejoined>('call_rejoined');
        expect(rejoined).toMatchObject({ sim_id: call.sim_id, order: 2, attempts: 0 });
        expect(rejoined.seconds_left).toBeGreaterThan(0);
        // The other process rebuilds what the learner saw from the database (a reloaded page shows it).
        expect(rejoined.transcript.map((line) => [line.speaker, line.text])).toEqual([
          ['learner', TAXI_TURNS[0]!.input],
          ['caller', TAXI_TURNS[0]!.output],
        ]);
        expect(rejoined.call).toMatchObject({ sim_id: call.sim_id, script_queue_id: itemId });
        second.socket.emit('sim_text', { sim_id: call.sim_id, text: TAXI_TURNS[1]!.input });
        expect((await second.next<TurnResult>('turn_result')).transmission.verdict).toBe('accepted');
        const end = await second.next<CallEnd>('call_end');
        expect(end).toMatchObject({
          status: 'completed',
          reason: 'finished',
          score: 1,
          queue_completed: true,
        });
      } finally {
        second.socket.close();
      }
      const debrief = await a.inject({ url: `/api/simulation/${call.sim_id}`, headers: bearer(idToken) });
      expect(debrief.json<{ exchanges: { outcome: string }[] }>().exchanges.map((e) => e.outcome)).toEqual([
        'correct',
        'correct',
      ]);
    });

    it('shows a learner playing on one process on the Live tab of an admin connected to the other', async () => {
      // Issue 17 part 2 (docs/product/administration.md, "Live"): changes go through the adapter.
      const admin = await simClient(`${urls[0]}/live`, {
        token: (await login(a, 'admin@wilco.dev')).idToken,
      });
      const learner = await signInAsker(b, 'learner@wilco.dev');
      const updateOf = (ref: LiveRef) => nextUpdateOf(admin, ref);
      try {
        await admin.next<LiveSnapshot>('live_snapshot');
        const attempt = await startQuizAttempt(b, learner, 1);
        const quiz: LiveRef = { kind: 'quiz', id: attempt.quiz_attempt_id };
        expect(await updateOf(quiz)).toMatchObject({ learner: 'Lee Learner', step: 1 });
        const asked = await startQuestion(b, learner, attempt.question_attempts[0]!);
        expect(asked.statusCode, asked.body).toBe(200);
        await updateOf(quiz);
        const watched = (await admin.socket.timeout(5000).emitWithAck('live_watch', quiz)) as LiveWatchAck;
        expect(watched.ok).toBe(true);
        const answered = await answerQuestion(b, learner, asked.json<ConversationState>(), 'say again');
        expect(answered.statusCode, answered.body).toBe(200);
        await updateOf(quiz);
        const turn = await admin.next<LiveTranscriptUpdate>('live_transcript');
        expect(turn.sections[0]!.lines.some((l) => l.speaker === 'learner' && l.text === 'say again')).toBe(
          true,
        );

        // A simulation on B shows too; an admin connecting to B later finds both in its snapshot.
        const itemId = await enqueue(b, 1, learner.userId, await createScenario(b, 1));
        const player = await sim(1, (await login(b, 'learner@wilco.dev')).idToken);
        try {
          player.socket.emit('sim_start', {
            mode: 'chat',
            source: { kind: 'queue', script_queue_id: itemId },
          });
          const call = await player.next<CallStart>('call_start');
          const ref: LiveRef = { kind: 'simulation', id: call.sim_id };
          expect(await updateOf(ref)).toMatchObject({ learner: 'Lee Learner', step: 1 });
          const late = await simClient(`${urls[1]}/live`, {
            token: (await login(b, 'admin@wilco.dev')).idToken,
          });
          try {
            const { sessions } = await late.next<LiveSnapshot>('live_snapshot');
            expect(sessions.map((s) => `${s.kind}:${s.id}`)).toEqual(
              expect.arrayContaining([`quiz:${quiz.id}`, `simulation:${ref.id}`]),
            );
          } finally {
            late.socket.close();
          }
          player.socket.emit('sim_hangup', { sim_id: call.sim_id });
          await nextEndOf(admin, ref);
        } finally {
          player.socket.close();
        }
        const done = await b.inject({
          method: 'POST',
          url: `/api/attempt/quiz_attempt/${quiz.id}/complete`,
          headers: learner.headers,
        });
        expect(done.statusCode, done.body).toBe(200);
        await nextEndOf(admin, quiz);
      } finally {
        admin.socket.close();
      }
    });
  },
);
