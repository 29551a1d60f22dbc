import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CallStart,
  ConversationState,
  LiveRef,
  LiveSnapshot,
  LiveTranscriptUpdate,
  LiveWatchAck,
  TurnResult,
} from '@wilco/shared';
import { conversationOver } from '@wilco/shared';
import { questions, users } from '../../db/schema';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { answerQuestion, signInAsker, startQuestion, startQuizAttempt, type Asker } from '../../test/grading';
import { nextEndOf, nextUpdateOf } from '../../test/live';
import { TAXI_TURNS, createScenario, enqueue, simClient } from '../../test/sim';
import { ADMINS_ONLY } from './live.socket';

type Client = Awaited<ReturnType<typeof simClient>>;

/** Issue 17 part 2 (docs/product/administration.md, "Live"): the admins' live view of their tenant. */
describe.shuffle.each(databaseKinds())('/live socket on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  let base: string;
  let learner: Asker;
  let adminToken: string;
  let learnerToken: string;
  let foreignAdminToken: string;
  let deputyId: number;

  beforeAll(async () => {
    t.config.simulation = { ...t.config.simulation, sessionCheckMs: 200 };
    base = await listenOnLoopback(t.app);
    learner = await signInAsker(t.app, 'learner@wilco.dev');
    learnerToken = (await login(t.app, 'learner@wilco.dev')).idToken;
    adminToken = (await login(t.app, 'admin@wilco.dev')).idToken;
    await createTenantWithUsers(t.app, `live${kind}`, ['Admin']);
    // A second admin of the demo tenant, whom the first demotes below.
    const second = await createTenantWithUsers(t.app, `live2${kind}`, ['Admin']);
    deputyId = second.users.Admin!.user_id;
    await t.app.db.update(users).set({ tenant_id: 1 }).where(eq(users.user_id, deputyId));
    foreignAdminToken = (await login(t.app, `admin@live${kind}.test`)).idToken;
  });

  const live = (token: string) => simClient(`${base}/live`, { token });
  const watch = (client: Client, payload: unknown) =>
    client.socket.timeout(5000).emitWithAck('live_watch', payload) as Promise<LiveWatchAck>;
  const sawAnything = (client: Client, ref: LiveRef) =>
    client.events.some(
      ([name, p]) =>
        name !== 'live_snapshot' &&
        (p as { id?: number; kind?: string }).id === ref.id &&
        (p as { kind?: string }).kind === ref.kind,
    );
  const modelAnswer = async (questionId: number) =>
    (await t.app.db.select().from(questions).where(eq(questions.question_id, questionId)))[0]!.answer;

  it('admits only admins: no token and a learner are refused at the handshake', async () => {
    await expect(simClient(`${base}/live`, {})).rejects.toThrow('Missing token');
    await expect(live(learnerToken)).rejects.toThrow(ADMINS_ONLY);
  });

  it("shows a learner's quiz attempt as it starts, moves on and completes, to its own tenant's admins only", async () => {
    const admin = await live(adminToken);
    const foreign = await live(foreignAdminToken);
    try {
      expect((await foreign.next<LiveSnapshot>('live_snapshot')).sessions).toEqual([]);
      await admin.next<LiveSnapshot>('live_snapshot');

      const attempt = await startQuizAttempt(t.app, learner, 1);
      const ref: LiveRef = { kind: 'quiz', id: attempt.quiz_attempt_id };
      const started = await nextUpdateOf(admin, ref);
      expect(started).toMatchObject({
        learner: 'Lee Learner',
        title: attempt.name,
        mode: 'chat',
        step: 1,
        steps: attempt.question_attempts.length,
        last_outcome: null,
      });

      const first = attempt.question_attempts[0]!;
      const asked = await startQuestion(t.app, learner, first);
      expect(asked.statusCode, asked.body).toBe(200);
      expect((await nextUpdateOf(admin, ref)).step_label).not.toBe('');

      // The transcript so far, then each new turn as it is stored.
      const watched = await watch(admin, ref);
      expect(watched.ok).toBe(true);
      const transcript = (watched as Extract<LiveWatchAck, { ok: true }>).transcript;
      expect(transcript).toMatchObject({ kind: 'quiz', id: ref.id, learner: 'Lee Learner' });
      expect(transcript.sections).toHaveLength(1);
      expect(transcript.sections[0]!.lines.map((l) => l.speaker)).toEqual(['examiner']);

      let state = asked.json<ConversationState>();
      const answer = await modelAnswer(first.question_id);
      while (!conversationOver(state)) {
        const res = await answerQuestion(t.app, learner, state, answer);
        expect(res.statusCode, res.body).toBe(200);
        state = res.json<ConversationState>();
      }
      // Events are read in order: a change's row comes before its transcript.
      let moved = await nextUpdateOf(admin, ref);
      while (moved.last_outcome === null) moved = await nextUpdateOf(admin, ref);
      expect(moved).toMatchObject({ last_outcome: 'correct', step: 2 });
      const closed = await admin.next<LiveTranscriptUpdate>('live_transcript');
      expect(closed).toMatchObject({ kind: 'quiz', id: ref.id });
      expect(closed.sections[0]!.outcome).toBe('correct');
      expect(closed.sections[0]!.lines.some((l) => l.speaker === 'learner' && l.text === answer)).toBe(true);

      // An admin who connects now finds it in the snapshot, read from the database.
      const late = await live(adminToken);
      try {
        const snapshot = await late.next<LiveSnapshot>('live_snapshot');
        expect(snapshot.sessions.find((s) => s.kind === 'quiz' && s.id === ref.id)).toMatchObject({
          step: 2,
          last_outcome: 'correct',
        });
      } finally {
        late.socket.close();
      }

      // The learner's own decision shows too: a skip.
      const skip = await t.app.inject({
        method: 'PUT',
        url: `/api/attempt/quiz_attempt/${ref.id}`,
        headers: learner.headers,
        payload: {
          question_attempt_id: attempt.question_attempts[1]!.question_attempt_id,
          attempt_status: 'skipped',
        },
      });
      expect(skip.statusCode, skip.body).toBe(200);
      expect(await nextUpdateOf(admin, ref)).toMatchObject({ last_outcome: 'skipped', step: 3 });

      const done = await t.app.inject({
        method: 'POST',
        url: `/api/attempt/quiz_attempt/${ref.id}/complete`,
        headers: learner.headers,
      });
      expect(done.statusCode, done.body).toBe(200);
      await nextEndOf(admin, ref);
      // The other tenant's admin heard nothing of it and cannot open it.
      expect(sawAnything(foreign, ref)).toBe(false);
      expect(await watch(foreign, ref)).toEqual({ ok: false, message: 'No such session in your tenant' });
    } finally {
      admin.socket.close();
      foreign.socket.close();
    }
  });

  it('shows a simulation turn by turn and removes it when the call ends', async () => {
    const scriptId = await createScenario(t.app, 1);
    const itemId = await enqueue(t.app, 1, learner.userId, scriptId);
    const admin = await live(adminToken);
    const player = await simClient(`${base}/sim`, { token: learnerToken });
    try {
      await admin.next('live_snapshot');
      player.socket.emit('sim_start', { mode: 'chat', source: { kind: 'queue', script_queue_id: itemId } });
      const call = await player.next<CallStart>('call_start');
      const ref: LiveRef = { kind: 'simulation', id: call.sim_id };
      expect(await nextUpdateOf(admin, ref)).toMatchObject({
        learner: 'Lee Learner',
        mode: 'chat',
        step: 1,
        steps: null,
      });
      expect((await watch(admin, ref)).ok).toBe(true);
      player.socket.emit('sim_text', { sim_id: call.sim_id, text: TAXI_TURNS[0]!.input });
      await player.next<TurnResult>('turn_result');
      expect(await nextUpdateOf(admin, ref)).toMatchObject({ step: 2, last_outcome: 'correct' });
      const turn = await admin.next<LiveTranscriptUpdate>('live_transcript');
      expect(turn.sections[0]).toMatchObject({ outcome: 'correct' });
      expect(turn.sections[0]!.lines[0]).toEqual({ speaker: 'learner', text: TAXI_TURNS[0]!.input });
      player.socket.emit('sim_text', { sim_id: call.sim_id, text: TAXI_TURNS[1]!.input });
      await player.next('call_end');
      await nextEndOf(admin, ref);
    } finally {
      admin.socket.close();
      player.socket.close();
    }
  });

  it('answers a bad live_watch with an error, not a crash, and stays connected', async () => {
    const admin = await live(adminToken);
    try {
      await admin.next('live_snapshot');
      const bad = await watch(admin, { kind: 'quiz', id: 'seven' });
      expect(bad.ok).toBe(false);
      expect((bad as { message: string }).message).toMatch(/^Invalid live_watch/);
      expect(await watch(admin, { kind: 'exam', id: 1 })).toMatchObject({ ok: false });
      expect(await watch(admin, { kind: 'quiz', id: 2_000_000 })).toEqual({
        ok: false,
        message: 'No such session in your tenant',
      });
      admin.socket.emit('live_watch', { kind: 'quiz', id: 1 });
      expect((await admin.next<{ message: string }>('live_error')).message).toMatch(/acknowledgement/);
      admin.socket.emit('live_unwatch', null);
      expect((await admin.next<{ message: string }>('live_error')).message).toMatch(/^Invalid live_unwatch/);
      expect(admin.socket.connected).toBe(true);
    } finally {
      admin.socket.close();
    }
  });

  it('disconnects an admin who loses the Admin role while watching', async () => {
    const deputy = await live((await login(t.app, `admin@live2${kind}.test`)).idToken);
    try {
      await deputy.next('live_snapshot');
      const demoted = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${deputyId}`,
        headers: bearer(adminToken),
        payload: { roles: ['Learner'] },
      });
      expect(demoted.statusCode, demoted.body).toBe(200);
      expect(await deputy.next('live_error')).toEqual({ message: ADMINS_ONLY });
      await expect.poll(() => deputy.socket.connected).toBe(false);
    } finally {
      deputy.socket.close();
    }
  });
});
