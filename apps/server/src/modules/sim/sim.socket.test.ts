import { eq } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import type {
  CallEnd,
  CallRejoined,
  CallStart,
  SimulationDebrief,
  SimulationSummary,
  TurnResult,
} from '@wilco/shared';
import { simulations, users } from '../../db/schema';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { C, TAXI_TURNS, createScenario, enqueue, queueItem, simClient } from '../../test/sim';
import { SIM_FAILED } from './sim.socket';

const [T1, T2] = TAXI_TURNS as [(typeof TAXI_TURNS)[0], (typeof TAXI_TURNS)[0]];

describe.shuffle.each(databaseKinds())('/sim socket on %s', (kind) => {
  const t = useTestApp(kind, {});
  let url: string;
  let tenantId: number;
  let learnerId: number;
  let token: string;
  let otherToken: string;
  let adminToken: string;
  let foreignAdminToken: string;

  beforeAll(async () => {
    t.config.simulation = { ...t.config.simulation, sessionCheckMs: 200, warnSeconds: 59 };
    url = `${await listenOnLoopback(t.app)}/sim`;
    const made = await createTenantWithUsers(t.app, `sim${kind}`, ['Learner', 'Admin']);
    tenantId = made.tenant.tenant_id;
    learnerId = made.users.Learner!.user_id;
    token = (await login(t.app, `learner@sim${kind}.test`)).idToken;
    adminToken = (await login(t.app, `admin@sim${kind}.test`)).idToken;
    const other = await createTenantWithUsers(t.app, `sim2${kind}`, ['Learner']);
    await t.app.db
      .update(users)
      .set({ tenant_id: tenantId })
      .where(eq(users.user_id, other.users.Learner!.user_id));
    otherToken = (await login(t.app, `learner@sim2${kind}.test`)).idToken;
    const foreign = await createTenantWithUsers(t.app, `sim3${kind}`, ['Admin']);
    foreignAdminToken = (await login(t.app, `admin@sim3${kind}.test`)).idToken;
    void foreign;
  });

  const client = (auth: Record<string, unknown> = { token }) => simClient(url, auth);
  const get = (path: string, tok = token) => t.app.inject({ url: path, headers: bearer(tok) });

  it('refuses a missing or bad token at the handshake', async () => {
    await expect(client({})).rejects.toThrow('Missing token');
    await expect(client({ token: 'not-a-jwt' })).rejects.toThrow();
  });

  it('plays a queued chat to the end: correct, a wrong value corrected, a missing one prompted', async () => {
    const itemId = await enqueue(t.app, tenantId, learnerId, await createScenario(t.app, tenantId));
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'queue', script_queue_id: itemId } });
    const call = await next<CallStart>('call_start');
    expect(call).toMatchObject({
      script_queue_id: itemId,
      simulation_type: 'chat',
      outbound: true,
      time_limit_seconds: 1800,
    });
    expect(call.questions.map((q) => q.input)).toEqual(['', '']);
    // A NUL character cannot be stored: refused as a client mistake, and the call goes on.
    socket.emit('sim_text', { sim_id: call.sim_id, text: 'Runway\u0000two seven' });
    expect(await next('message')).toEqual({
      type: 'error',
      message: 'Invalid sim_text: text: Text must not contain the NUL character (\\u0000)',
      disconnect: false,
    });
    const say = async (text: string) => {
      socket.emit('sim_text', { sim_id: call.sim_id, text });
      return (await next<TurnResult>('turn_result')).transmission;
    };
    expect((await say(T1.input)).verdict).toBe('accepted');
    expect(await next('text_results')).toEqual({ response: T1.output, simulation_id: call.sim_id });
    const wrong = await say(`Runway two niner, taxi via Alpha, hold short of runway three three, ${C}.`);
    expect(wrong.verdict).toBe('corrected');
    expect(wrong.elements.find((e) => e.kind === 'runway')).toMatchObject({
      status: 'wrong',
      expected: '27',
    });
    expect((await next<{ response: string }>('text_results')).response).toBe(wrong.caller_reply);
    const missing = await say(`Runway two seven, taxi via Alpha, ${C}.`);
    expect(missing.verdict).toBe('prompted');
    expect(missing.elements.find((e) => e.kind === 'hold_short')).toMatchObject({ status: 'missing' });
    expect((await say(T2.input)).verdict).toBe('accepted');
    const end = await next<CallEnd>('call_end');
    expect(end).toEqual({
      sim_id: call.sim_id,
      status: 'completed',
      reason: 'finished',
      score: 0.5,
      queue_completed: true,
    });
    expect((await queueItem(t.app, itemId)).completed_at).not.toBeNull();
    socket.close();

    // The debrief keeps every transmission; the client's completion is an idempotent repeat.
    const debrief = (await get(`/api/simulation/${call.sim_id}`)).json<SimulationDebrief>();
    expect(debrief).toMatchObject({ status: 'completed', score: 0.5, deep_link: false });
    expect(debrief.exchanges.map((e) => [e.outcome, e.transmissions.length])).toEqual([
      ['correct', 1],
      ['incorrect', 3],
    ]);
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/playlist/complete',
      headers: bearer(token),
      payload: { user_id: learnerId, script_queue_id: itemId, sim_id: call.sim_id },
    });
    expect(repeat.statusCode, repeat.body).toBe(200);
    const list = (await get('/api/simulation')).json<SimulationSummary[]>();
    expect(list[0]).toMatchObject({ sim_id: call.sim_id, script_name: expect.any(String), score: 0.5 });
  });

  it('accepts a scored variation and gives its turn the variation score in call_end', async () => {
    const partial = `Runway two seven, taxi via Alpha, ${C}.`;
    const scriptId = await createScenario(t.app, tenantId, {
      scored_variations: [{ turn: 2, input: partial, score: 0.6, note: 'No hold short' }],
    });
    const itemId = await enqueue(t.app, tenantId, learnerId, scriptId);
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'queue', script_queue_id: itemId } });
    const call = await next<CallStart>('call_start');
    const say = async (text: string) => {
      socket.emit('sim_text', { sim_id: call.sim_id, text });
      return (await next<TurnResult>('turn_result')).transmission;
    };
    expect((await say(T1.input)).verdict).toBe('accepted');
    const scored = await say(partial);
    expect(scored).toMatchObject({
      verdict: 'accepted',
      scored_variation: { input: partial, score: 0.6, note: 'No hold short' },
    });
    expect(await next<CallEnd>('call_end')).toMatchObject({ status: 'completed', score: 0.8 });
    socket.close();
    const debrief = (await get(`/api/simulation/${call.sim_id}`)).json<SimulationDebrief>();
    expect(debrief.score).toBe(0.8);
    expect(debrief.exchanges[1]).toMatchObject({
      outcome: 'correct',
      transmissions: [{ scored_variation: { score: 0.6 } }],
    });
  });

  it('keeps simulations to their owner: sockets refuse another sim_id, debriefs 404 across users and tenants', async () => {
    const scriptId = await createScenario(t.app, tenantId, { deep_link: `own-${kind}` });
    const mine = await client();
    mine.socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `own-${kind}` } });
    const call = await mine.next<CallStart>('call_start');
    const theirs = await client({ token: otherToken });
    theirs.socket.emit('sim_text', { sim_id: call.sim_id, text: 'hello' });
    expect(await theirs.next('message')).toMatchObject({
      type: 'error',
      message: `Simulation ${call.sim_id} is not one of this connection's simulations`,
    });
    theirs.socket.emit('sim_start', { mode: 'chat', source: { kind: 'script', script_id: scriptId } });
    expect(await theirs.next('message')).toMatchObject({ message: 'Only authors may test-play a scenario' });
    expect((await get(`/api/simulation/${call.sim_id}`, otherToken)).statusCode).toBe(404);
    expect((await get(`/api/simulation/${call.sim_id}`, foreignAdminToken)).statusCode).toBe(404);
    expect((await get(`/api/simulation/${call.sim_id}`, adminToken)).statusCode).toBe(200);
    // Another tenant's deep link is as unknown as a missing one.
    const foreign = await client({ token: foreignAdminToken });
    foreign.socket.emit('sim_start', {
      mode: 'chat',
      source: { kind: 'deep_link', deep_link: `own-${kind}` },
    });
    expect(await foreign.next('message')).toMatchObject({ message: 'Unknown deep link' });
    // A mistyped link (too short, a space) is as unknown, in the same words.
    for (const deep_link of ['ab', 'own link', 'x'.repeat(200)]) {
      foreign.socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link } });
      expect(await foreign.next('message')).toEqual({
        type: 'error',
        message: 'Unknown deep link',
        disconnect: false,
      });
    }
    for (const c of [mine, theirs, foreign]) c.socket.close();
  });

  it('a deep link never completes a queue item, but its result is kept', async () => {
    await createScenario(t.app, tenantId, { deep_link: `link-${kind}` });
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `link-${kind}` } });
    const call = await next<CallStart>('call_start');
    expect(call.script_queue_id).toBeNull();
    for (const turn of TAXI_TURNS) socket.emit('sim_text', { sim_id: call.sim_id, text: turn.input });
    expect(await next<CallEnd>('call_end')).toMatchObject({
      status: 'completed',
      score: 1,
      queue_completed: false,
    });
    const debrief = (await get(`/api/simulation/${call.sim_id}`)).json<SimulationDebrief>();
    expect(debrief).toMatchObject({ deep_link: true, score: 1, status: 'completed' });
    socket.close();
  });

  it("call_start carries each turn's input only for a practice scenario that shows the model answer", async () => {
    await createScenario(t.app, tenantId, { deep_link: `model-${kind}`, model_answers: true });
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `model-${kind}` } });
    const call = await next<CallStart>('call_start');
    expect(call.questions.map((q) => q.input)).toEqual(TAXI_TURNS.map((turn) => turn.input));
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    await next<CallEnd>('call_end');
    socket.close();
  });

  it('an inbound call: the station speaks first, each reply brings its next line, the last ends it', async () => {
    const opening = `${C}, Centerville Tower, traffic twelve o'clock, two miles, a Piper at three thousand.`;
    const handoff = `${C}, contact departure one two five point three five.`;
    await createScenario(t.app, tenantId, {
      deep_link: `inbound-${kind}`,
      outbound: false,
      turns: [
        { input: `Looking for traffic, ${C}.`, output: opening },
        { input: `One two five point three five, ${C}.`, output: handoff },
      ],
    });
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `inbound-${kind}` } });
    const call = await next<CallStart>('call_start');
    expect(await next('text_results')).toEqual({ response: opening, simulation_id: call.sim_id });
    socket.emit('sim_text', { sim_id: call.sim_id, text: `Looking for traffic, ${C}.` });
    expect((await next<TurnResult>('turn_result')).transmission.verdict).toBe('accepted');
    expect(await next('text_results')).toEqual({ response: handoff, simulation_id: call.sim_id });
    socket.emit('sim_text', { sim_id: call.sim_id, text: `One two five point three five, ${C}.` });
    expect((await next<TurnResult>('turn_result')).transmission.verdict).toBe('accepted');
    expect(await next<CallEnd>('call_end')).toMatchObject({ status: 'completed', score: 1 });
    socket.close();
  });

  it('multi-chat: the group completes in index order once every chat has ended', async () => {
    const a = await enqueue(
      t.app,
      tenantId,
      learnerId,
      await createScenario(t.app, tenantId, { name: 'Chat A' }),
      `g-${kind}`,
    );
    const b = await enqueue(
      t.app,
      tenantId,
      learnerId,
      await createScenario(t.app, tenantId, { name: 'Chat B' }),
      `g-${kind}`,
    );
    const { socket, next } = await client();
    socket.emit('sim_multi_start', { script_queue_ids: [b, a] });
    const first = await next<CallStart>('call_start');
    expect(await next('multi_call_start')).toEqual({ scenario_name: 'Chat A', sim_id: first.sim_id });
    const second = await next<CallStart>('call_start');
    expect(first.script_queue_id).toBe(a);
    socket.emit('sim_text', { sim_id: second.sim_id, text: T1.input });
    expect(await next('multi_text_results')).toEqual({ simulation_id: second.sim_id, response: T1.output });
    socket.emit('sim_hangup', { sim_id: second.sim_id });
    expect(await next<CallEnd>('call_end')).toMatchObject({ sim_id: second.sim_id, queue_completed: false });
    expect((await queueItem(t.app, b)).completed_at).toBeNull();
    for (const turn of TAXI_TURNS) socket.emit('sim_text', { sim_id: first.sim_id, text: turn.input });
    expect(await next<CallEnd>('call_end')).toMatchObject({ sim_id: first.sim_id, queue_completed: true });
    const [ia, ib] = [await queueItem(t.app, a), await queueItem(t.app, b)];
    expect(ia.completed_at).not.toBeNull();
    expect(ib.completed_at!.getTime()).toBeGreaterThanOrEqual(ia.completed_at!.getTime());
    socket.close();
  });

  it('a dropped call waits for its learner to rejoin; one nobody rejoins is abandoned with its judged turns', async () => {
    const itemId = await enqueue(t.app, tenantId, learnerId, await createScenario(t.app, tenantId));
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'queue', script_queue_id: itemId } });
    const call = await next<CallStart>('call_start');
    socket.emit('sim_text', { sim_id: call.sim_id, text: T1.input });
    await next('text_results');
    socket.close();
    const row = async () =>
      (await t.app.db.select().from(simulations).where(eq(simulations.sim_id, call.sim_id)))[0]!;
    // docs/product/simulations.md, "Reconnecting": kept live, with the time left, for a rejoin.
    await expect.poll(async () => (await row()).results?.seconds_left).toBeGreaterThan(0);
    expect((await row()).status).toBe('active');
    const stranger = await client({ token: otherToken });
    stranger.socket.emit('sim_rejoin', { sim_id: call.sim_id });
    expect(await stranger.next('message')).toMatchObject({ message: 'No live simulation to rejoin' });
    stranger.socket.close();
    const again = await client();
    again.socket.emit('sim_rejoin', { sim_id: call.sim_id });
    expect(await again.next('call_rejoined')).toMatchObject({ sim_id: call.sim_id, order: 2, attempts: 0 });
    again.socket.close();
    // Suspended again: this server runs no call any more.
    await expect.poll(async () => (await t.app.simService.heartbeat(3_600_000)).renewed).toBe(0);
    // Its server no longer renews it: the sweep for lost calls ends it.
    await t.app.db
      .update(simulations)
      .set({ last_seen_at: new Date(Date.now() - 3_600_000) })
      .where(eq(simulations.sim_id, call.sim_id));
    await t.app.simService.heartbeat(60_000);
    expect((await get(`/api/simulation/${call.sim_id}`)).json<SimulationDebrief>().status).toBe('abandoned');
    const debrief = (await get(`/api/simulation/${call.sim_id}`)).json<SimulationDebrief>();
    expect(debrief.exchanges[0]!.transmissions).toHaveLength(1);
    expect((await queueItem(t.app, itemId)).completed_at).toBeNull();
    // The client cannot complete the item with an abandoned simulation.
    const post = await t.app.inject({
      method: 'POST',
      url: '/playlist/complete',
      headers: bearer(token),
      payload: { user_id: learnerId, script_queue_id: itemId, sim_id: call.sim_id },
    });
    expect(post.statusCode).toBe(409);
  });

  it('a reloaded page takes the call up with its state; nobody else can, and an ended call cannot be', async () => {
    const itemId = await enqueue(t.app, tenantId, learnerId, await createScenario(t.app, tenantId));
    const first = await client();
    first.socket.emit('sim_start', { mode: 'chat', source: { kind: 'queue', script_queue_id: itemId } });
    const call = await first.next<CallStart>('call_start');
    first.socket.emit('sim_text', { sim_id: call.sim_id, text: T1.input });
    await first.next('text_results');
    first.socket.emit('sim_text', { sim_id: call.sim_id, text: `Runway nine, taxi via Alpha, ${C}.` });
    const wrong = (await first.next<TurnResult>('turn_result')).transmission;
    expect(wrong.verdict).not.toBe('accepted');
    await first.next('text_results');
    // Another learner of the tenant, or an admin of another tenant, cannot take it, even while it runs.
    for (const other of [otherToken, foreignAdminToken]) {
      const stranger = await client({ token: other });
      stranger.socket.emit('sim_rejoin', { sim_id: call.sim_id });
      expect(await stranger.next('message')).toMatchObject({
        type: 'error',
        message: 'No live simulation to rejoin',
      });
      stranger.socket.close();
    }
    // docs/product/simulations.md, "Reconnecting": the reloaded page's new connection may come
    // before the old one's drop is handled; it gets everything the page needs to show the call.
    const reloaded = await client();
    reloaded.socket.emit('sim_rejoin', { sim_id: call.sim_id });
    const rejoined = await reloaded.next<CallRejoined>('call_rejoined');
    first.socket.close();
    expect(rejoined).toMatchObject({
      sim_id: call.sim_id,
      order: 2,
      attempts: 1,
      call: {
        sim_id: call.sim_id,
        script_queue_id: itemId,
        simulation_type: 'chat',
        questions: call.questions,
      },
      turn: 'learner',
      last_caller_line: wrong.caller_reply,
    });
    expect(rejoined.transcript).toEqual([
      {
        speaker: 'learner',
        text: T1.input,
        order: 1,
        judgement: { verdict: 'accepted', elements: expect.any(Array) },
      },
      { speaker: 'caller', text: T1.output, order: 1 },
      {
        speaker: 'learner',
        text: `Runway nine, taxi via Alpha, ${C}.`,
        order: 2,
        judgement: { verdict: wrong.verdict, elements: wrong.elements },
      },
      { speaker: 'caller', text: wrong.caller_reply, order: 2 },
    ]);
    // What the learner must say is not sent: the turns' inputs stay empty.
    expect(JSON.stringify(rejoined)).not.toContain(T2.input);
    // The old connection's late drop does not stop this server renewing the call.
    await expect.poll(() => t.app.io.of('/sim').sockets.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.app.simService.heartbeat(3_600_000)).renewed).toBe(1);
    reloaded.socket.emit('sim_text', { sim_id: call.sim_id, text: T2.input });
    expect(await reloaded.next<CallEnd>('call_end')).toMatchObject({
      status: 'completed',
      queue_completed: true,
    });
    reloaded.socket.close();
    // An ended call is not taken up again.
    const late = await client();
    late.socket.emit('sim_rejoin', { sim_id: call.sim_id });
    expect(await late.next('message')).toMatchObject({
      type: 'error',
      message: 'No live simulation to rejoin',
    });
    late.socket.close();
  });

  it('a voice call_start carries the background track with its url, volume and volume_locked', async () => {
    await createScenario(t.app, tenantId, {
      deep_link: `bg-${kind}`,
      bg_audio: { url: '/media/sim-audio/bg/airport.mp3', volume: 0.3 },
    });
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'voice', source: { kind: 'deep_link', deep_link: `bg-${kind}` } });
    const call = await next<CallStart>('call_start');
    expect(call.audios.bg_audio).toEqual({
      url: expect.stringMatching(/^\/media\/sim-audio\/bg\/airport\.mp3\?t=\d+$/),
      volume: 0.3,
      volume_locked: false,
    });
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    await next<CallEnd>('call_end');
    socket.close();
  });

  it('answers bad payloads, audio before a transmission and a second voice start with error messages', async () => {
    const scriptId = await createScenario(t.app, tenantId, { deep_link: `bad-${kind}` });
    void scriptId;
    const { socket, next } = await client();
    socket.emit('sim_start', { mode: 'video' });
    expect(await next('message')).toMatchObject({
      type: 'error',
      message: expect.stringContaining('Invalid sim_start'),
    });
    socket.emit('sim_audio', Buffer.alloc(100));
    expect(await next('message')).toMatchObject({ message: expect.stringContaining('before sending audio') });
    // Audio that is not binary is named like every other refused payload.
    socket.emit('sim_audio', 'not audio');
    expect(await next('message')).toEqual({
      type: 'error',
      message: 'Invalid sim_audio: Audio must be binary 16-bit PCM',
      disconnect: false,
    });
    socket.emit('sim_audio', Buffer.alloc(3));
    expect(await next('message')).toMatchObject({
      message: 'Invalid sim_audio: Audio must be 16-bit PCM (an even number of bytes)',
    });
    socket.emit('sim_text', { sim_id: 999_999, text: 'hello' });
    expect(await next('message')).toMatchObject({ message: expect.stringContaining('not one of') });
    socket.emit('sim_start', { mode: 'voice', source: { kind: 'deep_link', deep_link: `bad-${kind}` } });
    const call = await next<CallStart>('call_start');
    expect(call.voice.display_name).toBe('Centerville Ground — female, en-US');
    socket.emit('sim_audio', Buffer.alloc(100));
    expect(await next('message')).toMatchObject({ message: expect.stringContaining('push-to-talk') });
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `bad-${kind}` } });
    expect(await next('message')).toMatchObject({
      message: expect.stringContaining('voice simulation is already running'),
    });
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    await next('call_end');
    socket.emit('sim_text', { sim_id: call.sim_id, text: 'hello' });
    expect(await next('message')).toMatchObject({ message: 'This simulation has ended' });
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('names an unexpected server failure without its internals, and the call can be started again', async () => {
    await createScenario(t.app, tenantId, { deep_link: `fault-${kind}` });
    const service = t.app.simService;
    const start = service.start;
    service.start = () => Promise.reject(new Error('relation "simulations" does not exist'));
    const { socket, next } = await client();
    const source = { kind: 'deep_link', deep_link: `fault-${kind}` } as const;
    try {
      socket.emit('sim_start', { mode: 'chat', source });
      expect(await next('message')).toEqual({ type: 'error', message: SIM_FAILED, disconnect: false });
    } finally {
      service.start = start;
    }
    socket.emit('sim_start', { mode: 'chat', source });
    const call = await next<CallStart>('call_start');
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    await next('call_end');
    socket.close();
  });

  it('time limits: per simulation from the user, ending_requested before the end; unlimited is null', async () => {
    await t.app.db.update(users).set({ max_simulation_minutes: 1 }).where(eq(users.user_id, learnerId));
    await createScenario(t.app, tenantId, { deep_link: `time-${kind}` });
    const { socket, next } = await client();
    const start = () =>
      socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `time-${kind}` } });
    start();
    const call = await next<CallStart>('call_start');
    expect(call.time_limit_seconds).toBe(60);
    // SIM_WARN_SECONDS is 59 here, so the warning comes after one second.
    expect(await next('ending_requested', 5000)).toEqual({
      sim_id: call.sim_id,
      reason: 'time_limit',
      seconds_left: 59,
    });
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    await next('call_end');
    await t.app.db.update(users).set({ unlimited_simulation_time: true }).where(eq(users.user_id, learnerId));
    start();
    expect((await next<CallStart>('call_start')).time_limit_seconds).toBeNull();
    socket.close();
    await t.app.db
      .update(users)
      .set({ unlimited_simulation_time: false, max_simulation_minutes: null })
      .where(eq(users.user_id, learnerId));
  });

  it('a revoked session ends the call: a disconnecting message and call_end session_ended', async () => {
    const { idToken } = await login(t.app, `learner@sim${kind}.test`);
    await createScenario(t.app, tenantId, { deep_link: `rev-${kind}` });
    const { socket, next } = await client({ token: idToken });
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `rev-${kind}` } });
    const call = await next<CallStart>('call_start');
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(idToken) });
    expect(out.statusCode).toBeLessThan(300);
    expect(await next('message', 5000)).toMatchObject({ type: 'error', disconnect: true });
    expect(await next<CallEnd>('call_end')).toMatchObject({
      sim_id: call.sim_id,
      status: 'abandoned',
      reason: 'session_ended',
    });
    const [row] = await t.app.db.select().from(simulations).where(eq(simulations.sim_id, call.sim_id));
    expect(row!.status).toBe('abandoned');
  });
});
