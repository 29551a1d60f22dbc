import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  flattenQueue,
  type CompletedSimulation,
  type ScenarioQueue,
  type ScenarioQueueItem,
} from '@wilco/shared';
import { SEED_GROUP_KEY, SEED_QUEUE, SEED_SCENARIOS } from '../../db/seed/content/scenarios';
import { simulations } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import {
  bearer,
  createSignedInUser,
  createTenantWithUsers,
  giveSeededQueue,
  login,
} from '../../test/fixtures';

type Headers = ReturnType<typeof bearer>;
const flatten = flattenQueue;

describe.shuffle.each(databaseKinds())('playlist service on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  let learner: Headers;
  let trial: Headers;
  let admin: Headers;
  let otherAdmin: Headers;
  let learnerId: number;
  const queueUrl = () => `/playlist/queue/${learnerId}`;
  const getQueue = async (headers = learner) => {
    const res = await t.app.inject({ url: queueUrl(), headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScenarioQueue>();
  };

  beforeAll(async () => {
    trial = bearer((await login(t.app, 'trial@wilco.dev')).idToken);
    admin = bearer((await login(t.app, 'admin@wilco.dev')).idToken);
    await createTenantWithUsers(t.app, 'playlist-b', ['Admin']);
    otherAdmin = bearer((await login(t.app, 'admin@playlist-b.test')).idToken);
  });
  // Each case plays, reorders or clears a learner of its own, holding the seeded queue.
  beforeEach(async () => {
    ({ headers: learner, userId: learnerId } = await createSignedInUser(t.app));
    await giveSeededQueue(t.app, learnerId);
  });

  it('lists the seeded queue in playlist order, the multi-chat pair as one group entry', async () => {
    const queue = await getQueue();
    const nameOf = (key: string) => SEED_SCENARIOS.find((s) => s.key === key)!;
    const grouped = SEED_QUEUE.filter((q) => q.group_key === SEED_GROUP_KEY).map((q) => nameOf(q.key));
    expect(queue).toHaveLength(SEED_QUEUE.length - grouped.length + 1);
    const at = SEED_QUEUE.findIndex((q) => q.group_key === SEED_GROUP_KEY);
    const group = queue[at] as Record<string, ScenarioQueueItem[]>;
    expect(Object.keys(group)).toEqual([SEED_GROUP_KEY]);
    expect(group[SEED_GROUP_KEY]?.map((i) => [i.script_name, i.script_type])).toEqual(
      grouped.map((s) => [s.name, 'chat']),
    );
    const first = queue[0] as ScenarioQueueItem;
    expect([first.script_name, first.script_type]).toEqual([nameOf(SEED_QUEUE[0]!.key).name, 'voice']);
    const items = flatten(queue);
    expect(items.map((i) => i.script_name)).toEqual(SEED_QUEUE.map((q) => nameOf(q.key).name));
    expect(items.map((i) => i.playlist_order)).toEqual(SEED_QUEUE.map((_, i) => i));
    for (const item of items) {
      expect(item.conversation_context).toMatch(/\bAIM \d-\d+-\d+/);
      expect(item.queue_display).toBe('SCENARIO_TITLE');
    }
  });

  it('reorders from a flat list and answers the new queue; a group sits where its first item goes', async () => {
    const ids = flatten(await getQueue()).map((i) => i.script_queue_id);
    const res = await t.app.inject({
      method: 'PUT',
      url: queueUrl(),
      headers: learner,
      payload: { script_queue_list: [...ids].reverse() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json<ScenarioQueue>();
    expect(queue).toEqual(await getQueue());
    expect(flatten(queue).map((i) => i.script_queue_id)).toEqual([...ids].reverse());
    // Reversed, the group is the entry after the ungrouped items that now come before it.
    const groupAt = [...SEED_QUEUE].reverse().findIndex((q) => q.group_key === SEED_GROUP_KEY);
    expect(Object.keys(queue[groupAt] ?? {})).toEqual([SEED_GROUP_KEY]);

    // Items left out of the list (assigned meanwhile) keep their order after the listed ones.
    const partial = await t.app.inject({
      method: 'PUT',
      url: queueUrl(),
      headers: learner,
      payload: { script_queue_list: [ids[0]] },
    });
    expect(flatten(partial.json()).map((i) => i.script_queue_id)).toEqual([
      ids[0],
      ...[...ids].reverse().filter((id) => id !== ids[0]),
    ]);
  });

  it('refuses ids outside the queue, repeated ids and malformed lists with a 400 and a message', async () => {
    const ids = flatten(await getQueue()).map((i) => i.script_queue_id);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: queueUrl(), headers: learner, payload });
    const unknown = await put({ script_queue_list: [...ids, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('999999');
    expect(unknown.json().message).toContain('not in this queue');
    const twice = await put({ script_queue_list: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('more than once');
    for (const bad of [{}, { script_queue_list: ['a'] }, { script_queue_list: [-1] }]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    // Nothing moved.
    expect(flatten(await getQueue()).map((i) => i.script_queue_id)).toEqual(ids);
  });

  it('keeps each queue to its owner, an Admin of the same tenant, and nobody across tenants', async () => {
    for (const method of ['GET', 'DELETE', 'PUT'] as const) {
      const payload = method === 'PUT' ? { script_queue_list: [] } : undefined;
      const asTrial = await t.app.inject({ method, url: queueUrl(), headers: trial, payload });
      expect(asTrial.statusCode, method).toBe(403);
      expect(asTrial.json().message).toMatch(/your own scenario queue/);
      const across = await t.app.inject({ method, url: queueUrl(), headers: otherAdmin, payload });
      expect(across.statusCode, method).toBe(404);
    }
    expect(flatten(await getQueue(admin))).toHaveLength(SEED_QUEUE.length);
    expect((await t.app.inject({ url: '/playlist/queue/999999', headers: learner })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/playlist/queue/abc', headers: learner })).statusCode).toBe(400);
  });

  it('completes a simulation once: the item leaves the queue and a repeat answers the same', async () => {
    const [item] = flatten(await getQueue());
    const [sim] = await t.app.db
      .insert(simulations)
      .values({
        tenant_id: 1,
        tenant_sim_id: 1,
        user_id: learnerId,
        script_id: item!.script_id,
        script_queue_id: item!.script_queue_id,
        simulation_type: 'voice',
        status: 'active',
      })
      .returning();
    const body = { user_id: learnerId, script_queue_id: item!.script_queue_id, sim_id: sim!.sim_id };
    const complete = (headers: Headers, payload: object = body) =>
      t.app.inject({ method: 'POST', url: '/playlist/complete', headers, payload });

    expect((await complete(trial)).statusCode).toBe(403);
    expect((await complete(otherAdmin)).statusCode).toBe(404);
    expect((await complete(learner, { ...body, sim_id: 999_999 })).statusCode).toBe(404);

    // A call still running cannot complete its item; once it has ended it can.
    const running = await complete(learner);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(
      `Simulation ${sim!.sim_id} has not ended yet; complete it after the call ends`,
    );
    await t.app.db
      .update(simulations)
      .set({ status: 'completed' })
      .where(eq(simulations.sim_id, sim!.sim_id));

    // A deep link (or an author's test-play) of the same scenario, completed, completes no item.
    const [linked] = await t.app.db
      .insert(simulations)
      .values({
        tenant_id: 1,
        tenant_sim_id: 3,
        user_id: learnerId,
        script_id: item!.script_id,
        simulation_type: 'chat',
        status: 'completed',
      })
      .returning();
    const byLink = await complete(learner, { ...body, sim_id: linked!.sim_id });
    expect(byLink.statusCode).toBe(409);
    expect(byLink.json().message).toBe(
      `Simulation ${linked!.sim_id} was not started from the queue; it cannot complete a queue item`,
    );
    expect(flatten(await getQueue()).map((i) => i.script_queue_id)).toContain(item!.script_queue_id);

    const first = await complete(learner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CompletedSimulation>()).toMatchObject({ ...body, status: 'completed' });
    const again = await complete(learner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(flatten(await getQueue()).map((i) => i.script_queue_id)).not.toContain(item!.script_queue_id);
    const [stored] = await t.app.db
      .select()
      .from(simulations)
      .where(and(eq(simulations.sim_id, sim!.sim_id), eq(simulations.status, 'completed')));
    expect(stored?.script_queue_id).toBe(item!.script_queue_id);

    // A different simulation cannot complete the same item again.
    const [other] = await t.app.db
      .insert(simulations)
      .values({
        tenant_id: 1,
        tenant_sim_id: 2,
        user_id: learnerId,
        simulation_type: 'voice',
        status: 'completed',
      })
      .returning();
    const reused = await complete(learner, { ...body, sim_id: other!.sim_id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toEqual(expect.any(String));
  });

  it('clears the pending queue', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: queueUrl(), headers: learner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: SEED_QUEUE.length });
    expect(await getQueue()).toEqual([]);
  });
});

describe.each(databaseKinds())('playlist service alone (--only=playlist) on %s', (kind) => {
  const t = useTestApp(kind, { services: ['playlist'] });

  it('mounts /playlist without the other services', async () => {
    expect((await t.app.inject({ url: '/playlist/queue/1' })).statusCode).toBe(401);
    for (const url of ['/script/script/1', '/api/status']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
