import { describe, expect, it, beforeAll } from 'vitest';
import type { CallStart, SimulationDebrief, TurnResult } from '@wilco/shared';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { TAXI_TURNS, createScenario, enqueue, simClient } from '../../test/sim';

const [T1, T2] = TAXI_TURNS as [(typeof TAXI_TURNS)[0], (typeof TAXI_TURNS)[0]];

// docs/product/simulations.md, "Scoring and the debrief": nothing a learner can read during a
// call gives away the answer to a turn whose next transmission can still count.
describe.each(databaseKinds())('/sim keeps an undecided turn to itself on %s', (kind) => {
  const t = useTestApp(kind, {});
  let url: string;
  let tenantId: number;
  let learnerId: number;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    url = `${await listenOnLoopback(t.app)}/sim`;
    const made = await createTenantWithUsers(t.app, `reveal${kind}`, ['Learner', 'Admin']);
    tenantId = made.tenant.tenant_id;
    learnerId = made.users.Learner!.user_id;
    token = (await login(t.app, `learner@reveal${kind}.test`)).idToken;
    adminToken = (await login(t.app, `admin@reveal${kind}.test`)).idToken;
  });

  const debrief = async (simId: number, tok = token) =>
    (await t.app.inject({ url: `/api/simulation/${simId}`, headers: bearer(tok) })).json<SimulationDebrief>();

  it('a say-again names no values, a live debrief hides the open turn, and the retry still counts', async () => {
    const itemId = await enqueue(t.app, tenantId, learnerId, await createScenario(t.app, tenantId));
    const { socket, next } = await simClient(url, { token });
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'queue', script_queue_id: itemId } });
    const call = await next<CallStart>('call_start');
    const say = async (text: string) => {
      socket.emit('sim_text', { sim_id: call.sim_id, text });
      return (await next<TurnResult>('turn_result')).transmission;
    };

    const mumble = await say('uh');
    expect(mumble).toMatchObject({ verdict: 'say_again', elements: [] });
    const live = await debrief(call.sim_id);
    expect(live.status).toBe('active');
    expect(live.exchanges[0]).toMatchObject({ outcome: 'skipped', expected: '', annotation: null });
    expect((await debrief(call.sim_id, adminToken)).exchanges[0]!.expected).toBe(T1.input);

    expect((await say(T1.input)).verdict).toBe('accepted');
    // Decided: the learner may read it now, and the next (open) turn stays hidden.
    const after = await debrief(call.sim_id);
    expect(after.exchanges.map((e) => [e.outcome, e.expected])).toEqual([['correct', T1.input]]);
    expect((await say('um')).elements).toEqual([]);
    expect((await debrief(call.sim_id)).exchanges[1]!.expected).toBe('');

    expect((await say(T2.input)).verdict).toBe('accepted');
    expect(await next('call_end')).toMatchObject({ status: 'completed', score: 1 });
    socket.close();
    const ended = await debrief(call.sim_id);
    expect(ended.exchanges.map((e) => e.expected)).toEqual([T1.input, T2.input]);
  });
});
