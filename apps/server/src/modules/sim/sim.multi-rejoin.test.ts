import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallEnd, CallRejoined, CallStart } from '@wilco/shared';
import { simulations } from '../../db/schema';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { createTenantWithUsers, login } from '../../test/fixtures';
import { TAXI_TURNS, createScenario, enqueue, queueItem, simClient } from '../../test/sim';

const [T1, T2] = TAXI_TURNS as [(typeof TAXI_TURNS)[0], (typeof TAXI_TURNS)[0]];

/** docs/product/simulations.md, "Reconnecting": a multi-chat group survives a dropped connection. */
describe.shuffle.each(databaseKinds())('/sim multi-chat rejoin on %s', (kind) => {
  const t = useTestApp(kind, {});
  let url: string;
  let tenantId: number;
  let learnerId: number;
  let token: string;
  let otherToken: string;
  let groups = 0;

  beforeAll(async () => {
    url = `${await listenOnLoopback(t.app)}/sim`;
    const made = await createTenantWithUsers(t.app, `mr${kind}`, ['Learner']);
    tenantId = made.tenant.tenant_id;
    learnerId = made.users.Learner!.user_id;
    token = (await login(t.app, `learner@mr${kind}.test`)).idToken;
    await createTenantWithUsers(t.app, `mr2${kind}`, ['Learner']);
    otherToken = (await login(t.app, `learner@mr2${kind}.test`)).idToken;
  });

  const client = (auth: Record<string, unknown> = { token }) => simClient(url, auth);
  const rows = (ids: number[]) => t.app.db.select().from(simulations).where(inArray(simulations.sim_id, ids));

  /** A two-chat group started on a new connection: the first chat played to its end, the second's first turn. */
  async function halfPlayedGroup() {
    const key = `mr-${kind}-${++groups}`;
    const a = await enqueue(t.app, tenantId, learnerId, await createScenario(t.app, tenantId), key);
    const b = await enqueue(t.app, tenantId, learnerId, await createScenario(t.app, tenantId), key);
    const first = await client();
    first.socket.emit('sim_multi_start', { script_queue_ids: [a, b] });
    const callA = await first.next<CallStart>('call_start');
    const callB = await first.next<CallStart>('call_start');
    for (const turn of TAXI_TURNS) first.socket.emit('sim_text', { sim_id: callA.sim_id, text: turn.input });
    expect(await first.next<CallEnd>('call_end')).toMatchObject({
      sim_id: callA.sim_id,
      status: 'completed',
      queue_completed: false,
    });
    first.socket.emit('sim_text', { sim_id: callB.sim_id, text: T1.input });
    expect(await first.next('multi_text_results')).toEqual({
      simulation_id: callB.sim_id,
      response: T1.output,
    });
    first.socket.close();
    // Suspended, not ended: the chat waits with the time it had left.
    await expect.poll(async () => (await rows([callB.sim_id]))[0]!.results?.seconds_left).toBeGreaterThan(0);
    expect((await rows([callB.sim_id]))[0]!.status).toBe('active');
    expect((await queueItem(t.app, a)).completed_at).toBeNull();
    return { a, b, callA, callB };
  }

  it('the owner takes a dropped group up and finishes it; it completes once, in order; others are refused', async () => {
    const { a, b, callA, callB } = await halfPlayedGroup();
    const ids = [callA.sim_id, callB.sim_id];
    const stranger = await client({ token: otherToken });
    stranger.socket.emit('sim_multi_rejoin', { sim_ids: ids });
    expect(await stranger.next('message')).toMatchObject({ message: 'No live multi-chat group to rejoin' });
    stranger.socket.close();
    const again = await client();
    // A chat of a group is not taken up alone, and the group is named whole.
    again.socket.emit('sim_rejoin', { sim_id: callB.sim_id });
    expect(await again.next('message')).toMatchObject({
      message: expect.stringContaining('cannot be rejoined'),
    });
    again.socket.emit('sim_multi_rejoin', { sim_ids: [callB.sim_id, callB.sim_id] });
    expect(await again.next('message')).toMatchObject({
      message: expect.stringContaining('names a chat twice'),
    });

    again.socket.emit('sim_multi_rejoin', { sim_ids: [callB.sim_id, callA.sim_id] });
    // In the group's order: the ended chat as it ended, then the live one where it stopped.
    const ended = await again.next<CallRejoined>('call_rejoined');
    expect(ended).toMatchObject({
      sim_id: callA.sim_id,
      call: { script_queue_id: a, simulation_type: 'chat' },
    });
    expect(ended.transcript.filter((l) => l.speaker === 'learner').map((l) => l.text)).toEqual([
      T1.input,
      T2.input,
    ]);
    expect(await again.next<CallEnd>('call_end')).toMatchObject({
      sim_id: callA.sim_id,
      status: 'completed',
      queue_completed: false,
    });
    const live = await again.next<CallRejoined>('call_rejoined');
    expect(live).toMatchObject({ sim_id: callB.sim_id, order: 2, attempts: 0, turn: 'learner' });
    expect(live.transcript.map((l) => l.text)).toEqual([T1.input, T1.output]);
    expect((await t.app.simService.heartbeat(3_600_000)).renewed).toBe(1);
    // A single rejoin of one of its chats is refused before it could take the chat from this connection.
    const other = await client();
    other.socket.emit('sim_rejoin', { sim_id: callB.sim_id });
    expect(await other.next('message')).toMatchObject({
      message: expect.stringContaining('cannot be rejoined'),
    });
    other.socket.close();

    again.socket.emit('sim_text', { sim_id: callB.sim_id, text: T2.input });
    expect(await again.next<CallEnd>('call_end')).toMatchObject({
      sim_id: callB.sim_id,
      status: 'completed',
      queue_completed: true,
    });
    const [ia, ib] = [await queueItem(t.app, a), await queueItem(t.app, b)];
    expect(ia.completed_at).not.toBeNull();
    expect(ib.completed_at!.getTime()).toBeGreaterThanOrEqual(ia.completed_at!.getTime());
    // Marked once on the group's first chat: no later end or sweep completes it again.
    const [rowA] = await rows([callA.sim_id]);
    expect(rowA!.results?.group_completed).toBe(true);
    again.socket.close();

    // An ended group is not taken up again.
    const late = await client();
    late.socket.emit('sim_multi_rejoin', { sim_ids: ids });
    expect(await late.next('message')).toMatchObject({ message: 'This multi-chat group has ended' });
    late.socket.close();
  });

  it('a group nobody comes back to is abandoned by the sweep and still completes its finished chat', async () => {
    const { a, b, callB } = await halfPlayedGroup();
    expect((await t.app.simService.heartbeat(3_600_000)).renewed).toBe(0);
    await t.app.db
      .update(simulations)
      .set({ last_seen_at: new Date(Date.now() - 3_600_000) })
      .where(eq(simulations.sim_id, callB.sim_id));
    expect((await t.app.simService.heartbeat(60_000)).abandoned).toBe(1);
    expect((await rows([callB.sim_id]))[0]!.status).toBe('abandoned');
    expect((await queueItem(t.app, a)).completed_at).not.toBeNull();
    expect((await queueItem(t.app, b)).completed_at).toBeNull();
  });
});
