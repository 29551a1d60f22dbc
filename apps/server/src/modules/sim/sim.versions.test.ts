import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallEnd, CallStart, ScriptDraft, TurnResult } from '@wilco/shared';
import { scriptQueue, simulations } from '../../db/schema';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { C, TAXI_TURNS, simClient } from '../../test/sim';

const [T1, T2] = TAXI_TURNS as [(typeof TAXI_TURNS)[0], (typeof TAXI_TURNS)[0]];

/** docs/product/scenario-builder.md, "Lifecycle and versions" and "Test-play", through the real /sim socket. */
describe.shuffle.each(databaseKinds())('/sim and scenario versions on %s', (kind) => {
  const t = useTestApp(kind, {});
  const code = `sv${kind}`;
  let url: string;
  let tenantId: number;
  let learnerId: number;
  let learnerToken: string;
  let authorToken: string;

  beforeAll(async () => {
    url = `${await listenOnLoopback(t.app)}/sim`;
    const made = await createTenantWithUsers(t.app, code, ['Learner', 'Author']);
    tenantId = made.tenant.tenant_id;
    learnerId = made.users.Learner!.user_id;
    learnerToken = (await login(t.app, `learner@${code}.test`)).idToken;
    authorToken = (await login(t.app, `author@${code}.test`)).idToken;
  });

  const api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: path,
      headers: bearer(authorToken),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<T>();
  };
  const publish = async (draft: ScriptDraft) => {
    const reviewed =
      draft.status === 'draft'
        ? await api<ScriptDraft>('POST', `/script/draft/${draft.script_id}/status`, {
            status: 'review',
            revision: draft.revision,
          })
        : draft;
    return api<ScriptDraft>('POST', `/script/draft/${draft.script_id}/publish`, {
      revision: reviewed.revision,
    });
  };
  const queueItemOf = async (scriptId: number) => {
    const [row] = await t.app.db.select().from(scriptQueue).where(eq(scriptQueue.script_id, scriptId));
    return row!.script_queue_id;
  };

  it('a learner finishes on the version they started, though a new one is published mid-call', async () => {
    const created = await api<ScriptDraft>('POST', '/script/draft', {
      name: 'Pinned taxi',
      outbound: true,
      script_type: 'chat',
      script_turns: TAXI_TURNS,
    });
    const v1 = await publish(created);
    await api('POST', `/script/script/${v1.script_id}/assignments`, { user_ids: [learnerId] });
    const { socket, next } = await simClient(url, { token: learnerToken });
    socket.emit('sim_start', {
      mode: 'chat',
      source: { kind: 'queue', script_queue_id: await queueItemOf(v1.script_id) },
    });
    const call = await next<CallStart>('call_start');
    socket.emit('sim_text', { sim_id: call.sim_id, text: T1.input });
    expect((await next<TurnResult>('turn_result')).transmission.verdict).toBe('accepted');
    await next('text_results');

    const changed = await api<ScriptDraft>('PUT', `/script/draft/${v1.script_id}`, {
      ...v1,
      script_turns: [T1, { ...T2, output: `${C}, contact tower one one eight point three.` }],
    });
    expect((await publish(changed)).version).toBe('1.1.0');

    socket.emit('sim_text', { sim_id: call.sim_id, text: T2.input });
    expect((await next<TurnResult>('turn_result')).transmission.verdict).toBe('accepted');
    expect(await next('text_results')).toEqual({ response: T2.output, simulation_id: call.sim_id });
    expect((await next<CallEnd>('call_end')).status).toBe('completed');
    const [row] = await t.app.db.select().from(simulations).where(eq(simulations.sim_id, call.sim_id));
    expect(row?.script_version).toBe('1.0.0');
    socket.close();
  });

  it('drafts are never played from a queue; authors test-play the working copy from any turn', async () => {
    const draft = await api<ScriptDraft>('POST', '/script/draft', {
      name: 'Unpublished taxi',
      outbound: true,
      script_type: 'chat',
      script_turns: [...TAXI_TURNS, { input: 'Wilco', output: '' }],
    });
    // A queue row put there by hand (the assignment route refuses drafts): still not playable.
    const [item] = await t.app.db
      .insert(scriptQueue)
      .values({ tenant_id: tenantId, user_id: learnerId, script_id: draft.script_id, playlist_order: 99 })
      .returning();
    const learner = await simClient(url, { token: learnerToken });
    learner.socket.emit('sim_start', {
      mode: 'chat',
      source: { kind: 'queue', script_queue_id: item!.script_queue_id },
    });
    expect(await learner.next('message')).toMatchObject({
      type: 'error',
      message: 'This scenario is not published yet',
    });
    learner.socket.emit('sim_start', {
      mode: 'chat',
      source: { kind: 'script', script_id: draft.script_id },
    });
    expect(await learner.next('message')).toMatchObject({ message: 'Only authors may test-play a scenario' });
    learner.socket.close();

    const author = await simClient(url, { token: authorToken });
    author.socket.emit('sim_start', {
      mode: 'chat',
      source: { kind: 'script', script_id: draft.script_id, from_order: 2 },
    });
    const call = await author.next<CallStart>('call_start');
    expect(call.questions).toHaveLength(2);
    author.socket.emit('sim_text', { sim_id: call.sim_id, text: T2.input });
    expect(await author.next<TurnResult>('turn_result')).toMatchObject({
      order: 2,
      transmission: { verdict: 'accepted' },
    });
    author.socket.emit('sim_hangup', { sim_id: call.sim_id });
    expect(await author.next<CallEnd>('call_end')).toMatchObject({ queue_completed: false });
    const [row] = await t.app.db.select().from(simulations).where(eq(simulations.sim_id, call.sim_id));
    expect(row).toMatchObject({ script_version: null, script_queue_id: null });
    // Kept for its debrief, but not among the author's own past simulations.
    expect((await api<{ sim_id: number }>('GET', `/api/simulation/${call.sim_id}`)).sim_id).toBe(call.sim_id);
    const listed = await api<{ sim_id: number }[]>('GET', '/api/simulation');
    expect(listed.map((s) => s.sim_id)).not.toContain(call.sim_id);
    author.socket.emit('sim_start', {
      mode: 'chat',
      source: { kind: 'script', script_id: draft.script_id, from_order: 9 },
    });
    expect(await author.next('message')).toMatchObject({
      message: 'This scenario has 3 turns; there is no turn 9',
    });
    author.socket.close();
  });
});
