import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Manager, io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, listenOnLoopback } from '../../test/app';
import { memoryPglite } from '../../test/databases';
import { questions, subanswers } from '../../db/schema';
import { createTenantWithUsers, login } from '../../test/fixtures';
import { SOCKETS_PER_USER, TOO_MANY_SOCKETS } from '../../plugins/socket';
import { createSpeechMaker, recorderChunks } from '../../test/speech';

type Event = [string, unknown];

describe.shuffle('/stt socket', () => {
  const config = testConfig();
  config.stt = { ...config.stt, timeoutMs: 1500 };
  config.simulation = { ...config.simulation, sessionCheckMs: 200 };
  let app: FastifyInstance;
  let url: string;
  let token: string;
  let tenantId: number;
  const speech = createSpeechMaker();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    config.database = await memoryPglite();
    app = await buildApp(config);
    url = `${await listenOnLoopback(app)}/stt`;
    tenantId = (await createTenantWithUsers(app, 'stt', ['Learner', 'Author'])).tenant.tenant_id;
    token = (await login(app, 'learner@stt.test')).idToken;
  });
  // Each case's sockets close with it: the account's socket cap counts what earlier cases left open.
  afterEach(async () => {
    const open = sockets.splice(0).filter((s) => s.connected);
    for (const s of open) s.close();
    if (open.length > 0) await new Promise((r) => setTimeout(r, 200));
  });
  afterAll(async () => {
    await app.close();
    speech.cleanup();
    config.cleanup();
  });

  /** A connected client that records every server event in order. */
  async function client(auth: Record<string, unknown> = { token }) {
    const socket = connect(url, { transports: ['websocket'], auth, reconnection: false });
    sockets.push(socket);
    const events: Event[] = [];
    socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    // Events are consumed in order, so one that arrived before we asked is not missed.
    let cursor = 0;
    const next = async (name: string, timeout = 10_000): Promise<unknown> => {
      const until = Date.now() + timeout;
      for (;;) {
        const at = events.findIndex((e, i) => i >= cursor && e[0] === name);
        if (at >= 0) {
          cursor = at + 1;
          return events[at]![1];
        }
        if (Date.now() > until) throw new Error(`no ${name}; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    return { socket, events, next };
  }

  it('rejects a missing or bad token with a connect error', async () => {
    await expect(client({})).rejects.toThrow('Missing token');
    await expect(client({ token: 'not-a-jwt' })).rejects.toThrow('Invalid token');
  });

  it('answers bad payloads and oversized chunks with error events and stays connected', async () => {
    const { socket, next } = await client();
    socket.emit('audio', Buffer.alloc(100));
    expect(await next('error')).toEqual({ message: 'Send stt_start before audio' });
    socket.emit('stt_start', { expected: 42 });
    expect(await next('error')).toMatchObject({ message: expect.stringContaining('Invalid stt_start') });
    socket.emit('stt_start', { expected: ['wilco'] });
    await next('listening');
    socket.emit('audio', Buffer.alloc(20_000));
    expect(await next('error')).toEqual({ message: 'Audio chunk of 20000 bytes is larger than 16384 bytes' });
    socket.emit('audio', 'not audio');
    expect(await next('error')).toBeTruthy();
    expect(socket.connected).toBe(true);
  });

  it('a revoked session ends the socket: an error with the reason, then the disconnect', async () => {
    // A session of its own: signing out ends only that one.
    const own = (await login(app, 'learner@stt.test')).idToken;
    const { socket, events, next } = await client({ token: own });
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    const out = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${own}` },
    });
    expect(out.statusCode).toBe(200);
    // Well before the 1.5 s inactivity limit would end it.
    expect(await next('error', 1000)).toEqual({ message: 'Session ended, please sign in again' });
    expect(await gone).toBe('io server disconnect');
    expect(events.map(([name]) => name)).not.toContain('timeout');
  });

  it('sends timeout and disconnects after the inactivity time', async () => {
    const { socket, next } = await client();
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    await next('timeout', 5000);
    expect(await gone).toBe('io server disconnect');
  });

  it('ends only its own namespace on timeout: a /sim socket sharing the connection stays connected', async () => {
    // One connection for both namespaces, as a browser tab multiplexes them.
    const manager = new Manager(url.replace(/\/stt$/, ''), {
      transports: ['websocket'],
      reconnection: false,
    });
    const opened = (nsp: string) => {
      const socket = manager.socket(nsp, { auth: { token } });
      sockets.push(socket);
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };
    const sim = await opened('/sim');
    const stt = await opened('/stt');
    const gone = new Promise((resolve) => stt.once('disconnect', resolve));
    expect(await gone).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 200));
    expect(sim.connected).toBe(true);
    sim.close();
  });

  it.skipIf(!existsSync(config.stt.pocketsphinx.bin))(
    'streams a spoken answer: initialized, listening, partials, final transcript, utterance_end',
    async () => {
      // Spoken before the session starts: its 1.5 s inactivity limit is not for flite and sox.
      const chunks = recorderChunks(await speech.say('cleared to land runway two seven'));
      const { socket, events, next } = await client();
      socket.emit('stt_start', { expected: ['cleared to land runway 34'] });
      expect(await next('stt_initialized')).toEqual({ stt_provider: 'pocketsphinx' });
      await next('listening');
      for (const chunk of chunks) {
        socket.emit('audio', Buffer.from(chunk.buffer));
        await new Promise((r) => setTimeout(r, 60));
      }
      socket.emit('stt_finalize');
      const final = await next('transcript');
      await next('utterance_end');
      expect(final).toMatchObject({
        channel: { alternatives: [{ transcript: 'cleared to land runway two seven' }] },
        is_final: true,
        speech_final: true,
      });
      const names = events.map((e) => e[0]);
      expect(names.slice(0, 2)).toEqual(['stt_initialized', 'listening']);
      expect(names).toContain('partial_transcript');
      expect(names.indexOf('transcript')).toBeLessThan(names.indexOf('utterance_end'));
      socket.emit('stt_stop');
    },
  );

  /** A question with a rubric in the given tenant; returns its id. */
  async function question(tenant: number, answer: string, subanswer: string) {
    const [row] = await app.db
      .insert(questions)
      .values({
        tenant_id: tenant,
        question_name: `stt.${answer}`,
        question: 'Say it',
        answer,
        point_threshold: 1,
      })
      .returning({ id: questions.question_id });
    await app.db
      .insert(subanswers)
      .values({ question_id: row!.id, subanswer, normalized_subanswer: subanswer, points: 1 });
    return row!.id;
  }

  async function transcribe(start: Record<string, unknown>, said: string, auth = { token }) {
    const chunks = recorderChunks(await speech.say(said));
    const { socket, next } = await client(auth);
    socket.emit('stt_start', start);
    await next('listening');
    for (const chunk of chunks) {
      socket.emit('audio', Buffer.from(chunk.buffer));
      await new Promise((r) => setTimeout(r, 40));
    }
    socket.emit('stt_finalize');
    const final = (await next('transcript')) as { channel: { alternatives: { transcript: string }[] } };
    socket.emit('stt_stop');
    return final.channel.alternatives[0]!.transcript;
  }

  it.skipIf(!existsSync(config.stt.pocketsphinx.bin))(
    "adds the rubric of stt_start's question_id to the search, only for a question the user may reach",
    async () => {
      // "following" is in no general phrase: only the rubric makes it speakable.
      const said = 'request flight following';
      const own = await question(tenantId, 'Request flight following', 'flight following');
      // An author reaches every question of the tenant.
      const author = { token: (await login(app, 'author@stt.test')).idToken };
      expect(await transcribe({ question_id: own, expected: [] }, said, author)).toBe(said);
      // A learner reaches a question only through a quiz they may take; this one is in none.
      expect(await transcribe({ question_id: own, expected: [] }, said)).not.toContain('following');
      const other = (await createTenantWithUsers(app, 'stt-other', ['Learner'])).tenant.tenant_id;
      const foreign = await question(other, 'Request flight following', 'flight following');
      expect(await transcribe({ question_id: foreign, expected: [] }, said)).not.toContain('following');
      expect(await transcribe({ question_id: 999_999 }, said)).not.toContain('following');
    },
  );

  it('caps the sockets one account holds open, with a clear error', async () => {
    const open = [];
    for (let i = 0; i < SOCKETS_PER_USER; i++) open.push(await client());
    await expect(client()).rejects.toThrow(TOO_MANY_SOCKETS);
    open[0]!.socket.close();
    await new Promise((r) => setTimeout(r, 200));
    await expect(client()).resolves.toBeTruthy();
  });
});

describe.skipIf(!existsSync(testConfig().stt.pocketsphinx.bin))(
  '/stt socket with every decoder in use',
  () => {
    // One decoder and room for one session to wait: the third session is told busy at once.
    const config = testConfig();
    config.stt = {
      ...config.stt,
      pocketsphinx: { ...config.stt.pocketsphinx, idle: 0, size: 1, queue: 1, waitMs: 8000 },
    };
    let app: FastifyInstance;
    let url: string;
    let token: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      config.database = await memoryPglite();
      app = await buildApp(config);
      url = `${await listenOnLoopback(app)}/stt`;
      await createTenantWithUsers(app, 'stt-busy', ['Learner']);
      token = (await login(app, 'learner@stt-busy.test')).idToken;
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await app.close();
      config.cleanup();
    });

    /** A connected client whose first event after stt_start is awaited by `first()`. */
    async function started() {
      const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const first = new Promise<[string, unknown]>((resolve) => {
        socket.once('listening', () => resolve(['listening', null]));
        socket.once('startup_error', (payload: unknown) => resolve(['startup_error', payload]));
      });
      socket.emit('stt_start', { expected: ['wilco'] });
      return { socket, first };
    }

    it('queues a session while the decoder is in use, answers busy when the queue is full, and serves the queued one on release', async () => {
      const holder = await started();
      expect((await holder.first)[0]).toBe('listening');
      const queued = await started();
      const refused = await started();
      expect(await refused.first).toEqual([
        'startup_error',
        { message: 'The speech recogniser is busy. Try again in a moment.', reason: 'busy' },
      ]);
      let queuedGot: string | null = null;
      void queued.first.then(([event]) => (queuedGot = event));
      await new Promise((r) => setTimeout(r, 300));
      expect(queuedGot).toBeNull();
      holder.socket.emit('stt_stop');
      expect((await queued.first)[0]).toBe('listening');
    });
  },
);
