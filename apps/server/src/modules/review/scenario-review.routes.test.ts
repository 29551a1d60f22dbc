import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallEnd, CallStart, ReviewSummary, ScenariosDue, TurnResult } from '@wilco/shared';
import { reviewTurnCards, reviewTurnLogs } from '../../db/schema';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createSignedInUser, createTenantWithUsers, login } from '../../test/fixtures';
import { C, TAXI_TURNS, createScenario, enqueue, simClient } from '../../test/sim';
import { DAY_MS, RATING } from './review-rules';

const [T1, T2] = TAXI_TURNS as [(typeof TAXI_TURNS)[0], (typeof TAXI_TURNS)[0]];
const WRONG_READBACK = `Runway two niner, taxi via Alpha, hold short of runway three three, ${C}.`;

/** docs/product/spaced-review.md, "Scenario turns": judged turns of real plays move cards. */
describe.shuffle.each(databaseKinds())('scenario turn reviews on %s', (kind) => {
  const t = useTestApp(kind, { testClock: true });
  // Shared and never changed by a case: the tenant, its scenario, a learner of another tenant.
  let url: string;
  let tenantId: number;
  let foreignToken: string;
  let scriptId: number;

  beforeAll(async () => {
    url = `${await listenOnLoopback(t.app)}/sim`;
    const made = await createTenantWithUsers(t.app, `rv${kind}`, []);
    tenantId = made.tenant.tenant_id;
    await createTenantWithUsers(t.app, `rv2${kind}`, ['Learner']);
    foreignToken = (await login(t.app, `learner@rv2${kind}.test`)).idToken;
    scriptId = await createScenario(t.app, tenantId, { deep_link: `rv-${kind}`, name: 'Taxi review' });
  });
  // Every case starts at today; the clock is the app's, not the case's.
  beforeEach(async () => {
    expect((await setClock(0)).statusCode).toBe(200);
  });

  /** A learner (or author) of the shared tenant, new to this case. */
  const member = async (role = 'Learner') => {
    const made = await createSignedInUser(t.app, { tenantId, roles: [role] });
    return { id: made.userId, token: made.token };
  };
  const playQueued = async (who: { id: number; token: string }) =>
    play(who.token, { kind: 'queue', script_queue_id: await enqueue(t.app, tenantId, who.id, scriptId) });
  /** A learner who played the scenario twice today (queued, then by deep link): its turn cards at 2 reps. */
  const reviewedLearner = async (role?: string) => {
    const learner = await member(role);
    await playQueued(learner);
    await play(learner.token, { kind: 'deep_link', deep_link: `rv-${kind}` });
    return learner;
  };

  const api = (path: string, tok: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url: path, headers: bearer(tok), payload });
  const logsOf = (userId: number) =>
    t.app.db.select().from(reviewTurnLogs).where(eq(reviewTurnLogs.user_id, userId));
  const cardsOf = (userId: number) =>
    t.app.db.select().from(reviewTurnCards).where(eq(reviewTurnCards.user_id, userId));
  const setClock = (days: number) =>
    t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { offset_ms: days * DAY_MS } });

  /** One chat call to its end: the first turn at once, the readback wrong first, then right. */
  async function play(tok: string, source: object) {
    const { socket, next } = await simClient(url, { token: tok });
    socket.emit('sim_start', { mode: 'chat', source });
    const call = await next<CallStart>('call_start');
    const say = async (text: string) => {
      socket.emit('sim_text', { sim_id: call.sim_id, text });
      return (await next<TurnResult>('turn_result')).transmission.verdict;
    };
    expect(await say(T1.input)).toBe('accepted');
    expect(await say(WRONG_READBACK)).toBe('corrected');
    expect(await say(T2.input)).toBe('accepted');
    expect(await next<CallEnd>('call_end')).toMatchObject({ status: 'completed' });
    socket.close();
    return call.sim_id;
  }

  it('moves one card per judged turn of a queued play, once, rated from the turn', async () => {
    const learner = await member();
    const learnerId = learner.id;
    const simId = await playQueued(learner);
    const logs = await logsOf(learnerId);
    expect(logs.map((l) => [l.sim_id, l.turn_order, l.rating])).toEqual([
      [simId, 1, RATING.Good],
      [simId, 2, RATING.Hard],
    ]);
    const cards = await cardsOf(learnerId);
    expect(cards.map((c) => [c.script_id, c.turn_order, c.reps])).toEqual([
      [scriptId, 1, 1],
      [scriptId, 2, 1],
    ]);

    // The same turn outcome stored again (a retry, the end of the call) moves nothing.
    const again = await t.app.review.repo.recordTurn(
      { tenantId, userId: learnerId, scriptId, turnOrder: 2, simId, rating: RATING.Again },
      new Date(),
    );
    expect(again).toBe(false);
    expect((await cardsOf(learnerId)).map((c) => c.reps)).toEqual([1, 1]);
  });

  it('counts a deep-link play as a review, but never an author test-play', async () => {
    const learner = await member();
    await playQueued(learner);
    await play(learner.token, { kind: 'deep_link', deep_link: `rv-${kind}` });
    expect((await cardsOf(learner.id)).map((c) => c.reps)).toEqual([2, 2]);
    expect(await logsOf(learner.id)).toHaveLength(4);

    const author = await member('Author');
    await play(author.token, { kind: 'script', script_id: scriptId });
    expect(await logsOf(author.id)).toHaveLength(0);
    expect(await cardsOf(author.id)).toHaveLength(0);
  });

  it('shows due scenarios to their learner only, and queues one back for a replay', async () => {
    const { id: learnerId, token } = await reviewedLearner();
    const author = await member('Author');
    const authorToken = author.token;
    const now = (await api('/api/review/summary?tz_offset=0', token)).json<ReviewSummary>();
    expect(now.scenarios.overdue + now.scenarios.today).toBe(0);
    expect((await api('/api/review/scenarios', token)).json<ScenariosDue>().scenarios).toEqual([]);

    await setClock(60);
    const later = (await api('/api/review/summary?tz_offset=0', token)).json<ReviewSummary>();
    // One scenario, counted once however many of its turns are due.
    expect(later.scenarios.overdue + later.scenarios.today).toBe(1);
    // The quiz Due set stays questions only.
    expect(later.due).toEqual({ overdue: 0, today: 0, week: 0 });
    const due = (await api('/api/review/scenarios', token)).json<ScenariosDue>();
    expect(due.scenarios).toMatchObject([{ script_id: scriptId, script_name: 'Taxi review', turns_due: 2 }]);
    const conflict = await api('/api/review/quiz_attempt', token, { quiz_id: null, attempt_type: 'chat' });
    expect(conflict.statusCode).toBe(409);

    // Others in the tenant and in other tenants see nothing and may not queue it.
    expect((await api('/api/review/scenarios', authorToken)).json<ScenariosDue>().scenarios).toEqual([]);
    expect((await api('/api/review/scenarios', foreignToken)).json<ScenariosDue>().scenarios).toEqual([]);
    const foreign = await api('/api/review/scenarios/queue', foreignToken, { script_id: scriptId });
    expect(foreign.statusCode).toBe(404);
    expect((await api('/api/review/scenarios/queue', authorToken, { script_id: scriptId })).statusCode).toBe(
      404,
    );

    const other = await createScenario(t.app, tenantId, { name: 'Queued before' });
    await enqueue(t.app, tenantId, learnerId, other);
    const queued = await api('/api/review/scenarios/queue', token, { script_id: scriptId });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ script_id: scriptId, already_queued: false });
    const queue = (await api(`/playlist/queue/${learnerId}`, token)).json<{ script_id: number }[]>();
    expect(queue.map((q) => q.script_id)).toEqual([scriptId, other]);
    const twice = await api('/api/review/scenarios/queue', token, { script_id: scriptId });
    expect(twice.json()).toMatchObject({
      script_queue_id: queued.json().script_queue_id,
      already_queued: true,
    });
    expect((await api(`/playlist/queue/${learnerId}`, token)).json()).toHaveLength(2);
  });

  it('plans turn cards toward the exam date, and a factory reset clears them', async () => {
    // The factory reset is an Admin's (docs/product/shell-and-accounts.md, "Factory reset").
    const { id: learnerId, token } = await reviewedLearner('Admin');
    // A learner whose local time is about 01:00, so "today" has 23 hours left.
    const utcMinutes = Math.floor((Date.now() % DAY_MS) / 60_000);
    const shifted = (((utcMinutes - 60) % 1440) + 1440) % 1440;
    const tz = shifted > 720 ? shifted - 1440 : shifted;
    const dueTurns = async () =>
      (await api(`/api/review/scenarios?tz_offset=${tz}`, token))
        .json<ScenariosDue>()
        .scenarios.map((s) => s.turns_due);
    expect(await dueTurns()).toEqual([]);
    // An exam three days and an hour away: its final window opens within the hour.
    const exam = new Date(Date.now() + 3 * DAY_MS + 3_600_000).toISOString().slice(0, 19);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${learnerId}/examDate`,
      headers: bearer(token),
      payload: { exam_date: exam },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await dueTurns()).toEqual([2]);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/user/data', headers: bearer(token) });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await cardsOf(learnerId)).toHaveLength(0);
    expect(await logsOf(learnerId)).toHaveLength(0);
  });
});
