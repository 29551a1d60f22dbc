import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../lib/notifications';
import { callStart, queueItem } from '../model/fixtures';
import { INITIAL_SIM_STATE } from '../model/machine';
import { simState, useSimulationStore } from '../stores/simulation-store';
import { dispatchSim } from '../stores/simulation-store';
import {
  createSimulationController,
  messageColor,
  SIM_TEXTS,
  withCallSoundTimestamps,
} from './simulation-controller';
import type { SimSocket } from '../api/sim-socket';

type Listener = (...args: unknown[]) => void;

function fakeSocket() {
  const listeners = new Map<string, Listener>();
  const emitted: [string, unknown][] = [];
  const state = { connected: false };
  const socket = {
    get connected() {
      return state.connected;
    },
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
    off: () => listeners.clear(),
    connect: () => {
      state.connected = true;
      listeners.get('connect')?.();
    },
    disconnect: () => {
      state.connected = false;
    },
  };
  const server = (event: string, payload?: unknown) => listeners.get(event)?.(payload);
  return { socket: socket as unknown as SimSocket, emitted, server };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Routes = Record<string, () => Response>;

function stubFetch(routes: Routes) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
      const handler = routes[`${method} ${url}`];
      return handler ? handler() : json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `call_rejoined` for call 7: one turn accepted, the caller's reply, 100 s left. */
const rejoined = () => ({
  sim_id: 7,
  order: 2,
  attempts: 0,
  seconds_left: 100,
  call: callStart({ script_queue_id: null }),
  transcript: [
    { speaker: 'learner', text: 'ready', order: 1, judgement: { verdict: 'accepted', elements: [] } },
    { speaker: 'caller', text: 'cleared', order: 1 },
  ],
  turn: 'learner',
  last_caller_line: 'cleared',
});

function setup() {
  const fake = fakeSocket();
  const recorder = {
    initialize: vi.fn(async (_sink: unknown) => {}),
    start: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
    pause: vi.fn(async () => {}),
    flush: vi.fn(async () => {}),
    reset: vi.fn(async () => {}),
  };
  const controller = createSimulationController({
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    userId: () => 5,
    createSocket: () => fake.socket,
    recorder,
  });
  return { ...fake, controller, recorder };
}

const notes = () => useNotificationStore.getState().queue.map((n) => [n.message, n.color]);
const scenario = (id: number, context: string | null = 'ctx') => ({
  script_id: id,
  tenant_script_id: id,
  name: `Scenario ${id - 100}`,
  outbound: true,
  script_type: 'chat',
  conversation_display_name: 'Tower',
  conversation_context: context,
  big_picture: '',
  bg_audio: null,
  show_skipped: false,
  show_model_simulation: false,
  script_turns: [],
});
const ack = (value: boolean) => () => json({ recording_acknowledged: value });

beforeEach(() => useSimulationStore.setState(INITIAL_SIM_STATE));
afterEach(() => useSimulationStore.setState(INITIAL_SIM_STATE));

describe('simulation controller', () => {
  it('maps server message types to the notification colours', () => {
    expect(messageColor('info')).toBe('info');
    expect(messageColor('warning')).toBe('warning');
    expect(messageColor('error')).toBe('error');
  });

  it('says Empty Queue and resets when the queue is empty', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true), 'GET /playlist/queue/5': () => json([]) });
    const { controller } = setup();
    await controller.start({ kind: 'queue' });
    await flush();
    expect(notes()).toContainEqual([SIM_TEXTS.emptyQueue, 'error']);
    expect(simState().phase).toBe('idle');
  });

  it('resets silently when the acknowledgement cannot be read', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': () => json({ message: 'boom' }, 500) });
    const { controller } = setup();
    await controller.start({ kind: 'queue' });
    await flush();
    expect(simState().phase).toBe('idle');
    expect(notes()).toEqual([]);
  });

  it('says what failed and resets: the queue, the scenario, the connection, the completion', async () => {
    const fails = () => json({ message: 'boom' }, 500);
    const okRoutes = {
      'GET /api/auth/recordingAcknowledge': ack(true),
      'GET /playlist/queue/5': () => json([queueItem(1)]),
      'GET /script/script/101': () => json(scenario(101)),
    };
    const cases: [Routes, string][] = [
      [{ ...okRoutes, 'GET /playlist/queue/5': fails }, 'Error obtaining queue'],
      [{ ...okRoutes, 'GET /script/script/101': fails }, 'Error obtaining scenario data'],
    ];
    for (const [routes, text] of cases) {
      useNotificationStore.setState({ queue: [] });
      stubFetch(routes);
      const { controller, emitted } = setup();
      await controller.start({ kind: 'queue' });
      await vi.waitFor(() => expect(notes()).toEqual([[text, 'error']]));
      expect(simState().phase).toBe('idle');
      expect(emitted).toEqual([]);
    }

    useNotificationStore.setState({ queue: [] });
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const refused = setup();
    refused.socket.connect = () => refused.server('connect_error', new Error('Session expired'));
    await refused.controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'chat');
    expect(notes()).toEqual([
      ['Error event received from backend. Please notify an administrator.', 'error'],
    ]);
    expect(simState().phase).toBe('idle');

    useNotificationStore.setState({ queue: [] });
    stubFetch({ ...okRoutes, 'POST /playlist/complete': fails });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'queue' });
    await vi.waitFor(() => expect(emitted[0]?.[0]).toBe('sim_start'));
    server('call_start', callStart());
    server('call_end', {
      sim_id: 7,
      status: 'completed',
      reason: 'finished',
      score: 1,
      queue_completed: true,
    });
    await vi.waitFor(() => expect(notes()).toEqual([['Error completing simulation', 'error']]));
    expect(simState().phase).toBe('idle');
  });

  it('resets silently when the acknowledgement cannot be saved', async () => {
    stubFetch({
      'GET /api/auth/recordingAcknowledge': ack(false),
      'POST /api/auth/recordingAcknowledge': () => json({ message: 'boom' }, 500),
    });
    const { controller, emitted } = setup();
    await controller.start({ kind: 'queue' });
    expect(simState().phase).toBe('awaiting-ack');
    await controller.confirmAcknowledgement();
    expect(simState().phase).toBe('idle');
    expect(notes()).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('plays a chat from the queue, then completes it once and shows the debrief', async () => {
    const calls = stubFetch({
      'GET /api/auth/recordingAcknowledge': ack(false),
      'POST /api/auth/recordingAcknowledge': () => json({ success: true }),
      'GET /playlist/queue/5': () => json([queueItem(1)]),
      'GET /script/script/101': () => json(scenario(101)),
      'POST /playlist/complete': () =>
        json({
          user_id: 5,
          script_queue_id: 1,
          sim_id: 7,
          script_id: 101,
          status: 'completed',
          date_completed: 'x',
        }),
    });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'queue' });
    expect(simState().phase).toBe('awaiting-ack');
    await controller.confirmAcknowledgement();
    await vi.waitFor(() =>
      expect(emitted[0]).toEqual([
        'sim_start',
        { mode: 'chat', source: { kind: 'queue', script_queue_id: 1 } },
      ]),
    );
    server('call_start', callStart());
    expect(simState().phase).toBe('countdown');
    server('text_results', { response: 'Cessna 12345, hold short', simulation_id: 7 });
    controller.sendText(7, 'holding short');
    expect(emitted.at(-1)).toEqual(['sim_text', { sim_id: 7, text: 'holding short' }]);
    expect(simState().sims[0]?.lines.map((l) => l.speaker)).toEqual(['caller', 'learner']);
    server('call_end', {
      sim_id: 7,
      status: 'completed',
      reason: 'finished',
      score: 1,
      queue_completed: true,
    });
    await vi.waitFor(() => expect(simState().phase).toBe('debrief'));
    expect(calls.filter((c) => c.url === '/playlist/complete').map((c) => c.body)).toEqual([
      { user_id: 5, script_queue_id: 1, sim_id: 7 },
    ]);
  });

  it('starts a multi-chat group with every item and completes them in order', async () => {
    const calls = stubFetch({
      'GET /api/auth/recordingAcknowledge': ack(true),
      'GET /playlist/queue/5': () => json([{ g: [queueItem(1), queueItem(2)] }]),
      'GET /script/script/101': () => json(scenario(101)),
      'GET /script/script/102': () => json(scenario(102, null)),
      'POST /playlist/complete': () =>
        json({
          user_id: 5,
          script_queue_id: 1,
          sim_id: 7,
          script_id: 101,
          status: 'completed',
          date_completed: 'x',
        }),
    });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'queue' });
    await vi.waitFor(() => expect(emitted[0]).toEqual(['sim_multi_start', { script_queue_ids: [1, 2] }]));
    expect(notes()).toContainEqual([SIM_TEXTS.noContext, 'error']);
    server('multi_call_start', { scenario_name: 'Scenario 2', sim_id: 32 });
    server('multi_call_start', { scenario_name: 'Scenario 1', sim_id: 31 });
    server('multi_text_results', { simulation_id: 32, response: 'Go ahead' });
    expect(simState().sims[1]?.lines[0]?.text).toBe('Go ahead');
    const end = (sim_id: number) => ({
      sim_id,
      status: 'completed',
      reason: 'finished',
      score: 1,
      queue_completed: true,
    });
    server('call_end', end(32));
    server('call_end', end(31));
    await vi.waitFor(() => expect(simState().phase).toBe('debrief'));
    expect(calls.filter((c) => c.url === '/playlist/complete').map((c) => c.body)).toEqual([
      { user_id: 5, script_queue_id: 1, sim_id: 31 },
      { user_id: 5, script_queue_id: 2, sim_id: 32 },
    ]);
  });

  it('takes a dropped multi-chat group up again with every chat, ended ones too', async () => {
    stubFetch({
      'GET /api/auth/recordingAcknowledge': ack(true),
      'GET /playlist/queue/5': () => json([{ g: [queueItem(1), queueItem(2)] }]),
      'GET /script/script/101': () => json(scenario(101)),
      'GET /script/script/102': () => json(scenario(102)),
    });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'queue' });
    await vi.waitFor(() => expect(emitted[0]?.[0]).toBe('sim_multi_start'));
    server('multi_call_start', { scenario_name: 'Scenario 1', sim_id: 31 });
    server('multi_call_start', { scenario_name: 'Scenario 2', sim_id: 32 });
    server('call_end', {
      sim_id: 31,
      status: 'completed',
      reason: 'finished',
      score: 1,
      queue_completed: false,
    });
    server('disconnect', 'transport close');
    // docs/product/simulations.md, "Reconnecting": the group is asked for whole, in its order.
    expect(emitted.at(-1)).toEqual(['sim_multi_rejoin', { sim_ids: [31, 32] }]);
    for (const simId of [31, 32])
      server('call_rejoined', {
        ...rejoined(),
        sim_id: simId,
        call: callStart({ sim_id: simId, script_queue_id: simId - 30 }),
      });
    // Told once, not once per chat.
    expect(notes().filter(([m]) => m === SIM_TEXTS.rejoined)).toHaveLength(1);
    expect(simState().sims.map((s) => s.status)).toEqual(['active', 'active']);
  });

  it('never completes a deep link and ends on its completion screen', async () => {
    const calls = stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'voice');
    expect(emitted[0]).toEqual([
      'sim_start',
      { mode: 'voice', source: { kind: 'deep_link', deep_link: 'pattern-work' } },
    ]);
    server('call_start', callStart({ simulation_type: 'voice', script_queue_id: null }));
    server('results', { audio_url: '/media/sim/ringing.mp3', sim_id: 7, text: '' });
    expect(simState().audio.misc?.url).toMatch(/ringing\.mp3\?t=\d+/);
    expect(simState().isMiscAudioPlaying).toBe(true);
    server('results', { audio_url: '/media/tts/a.wav', sim_id: 7, text: 'Skyhawk, enter left downwind' });
    expect(simState().audio.ai).toMatchObject({ volume: 1 });
    server('call_end', {
      sim_id: 7,
      status: 'completed',
      reason: 'finished',
      score: 1,
      queue_completed: false,
    });
    expect(simState().phase).toBe('deep-link-done');
    await flush();
    expect(calls.some((c) => c.url === '/playlist/complete')).toBe(false);
  });

  it('plays the answer sound after the ringing and the hang-up sound at call_end, timestamped', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const { controller, server } = setup();
    await controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'voice');
    server(
      'call_start',
      callStart({
        simulation_type: 'voice',
        script_queue_id: null,
        audios: {
          bg_audio: null,
          answer_audio: { url: '/media/sim-audio/answer.wav?t=5', volume: 0.8 },
          hangup_audio: { url: '/media/sim-audio/hangup.wav?t=5', volume: 0.6 },
        },
      }),
    );
    server('results', { audio_url: '/media/ringing.mp3?t=6', sim_id: 7, text: '' });
    expect(simState().audio.answer).toBeNull();
    // The misc track (components/sim-audio.tsx) reports the end of the ringing.
    dispatchSim({ type: 'MISC_AUDIO_ENDED' });
    expect(simState().audio.answer).toEqual({
      url: expect.stringMatching(/^\/media\/sim-audio\/answer\.wav\?t=5&t=\d+$/),
      volume: 0.8,
    });
    expect(simState().audio.hangup).toBeNull();
    server('call_end', {
      sim_id: 7,
      status: 'completed',
      reason: 'hung_up',
      score: 1,
      queue_completed: false,
    });
    expect(simState().phase).toBe('deep-link-done');
    expect(simState().audio.hangup).toEqual({
      url: expect.stringMatching(/^\/media\/sim-audio\/hangup\.wav\?t=5&t=\d+$/),
      volume: 0.6,
    });
  });

  it('timestamps the call sounds of call_start', () => {
    const call = callStart({
      audios: {
        bg_audio: null,
        answer_audio: { url: '/answer.wav', volume: 1 },
        hangup_audio: null,
      },
    });
    expect(withCallSoundTimestamps(call, 42).audios).toEqual({
      bg_audio: null,
      answer_audio: { url: '/answer.wav?t=42', volume: 1 },
      hangup_audio: null,
    });
  });

  it('sends push-to-talk audio between transmit start and end, and shows server messages', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const { controller, emitted, server, recorder } = setup();
    await controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'voice');
    server('call_start', callStart({ simulation_type: 'voice', script_queue_id: null }));
    useSimulationStore.setState({ phase: 'active' });
    await controller.transmitStart();
    expect(recorder.start).toHaveBeenCalled();
    expect(emitted.at(-1)).toEqual(['sim_transmit_start', { sim_id: 7 }]);
    const calls = recorder.initialize.mock.calls as unknown as [{ onChunk: (b: ArrayBuffer) => void }][];
    const sink = calls[0]![0];
    sink.onChunk(new ArrayBuffer(4));
    expect(emitted.at(-1)?.[0]).toBe('sim_audio');
    await controller.transmitEnd();
    expect(emitted.at(-1)).toEqual(['sim_transmit_end', { sim_id: 7 }]);
    sink.onChunk(new ArrayBuffer(4));
    expect(emitted.at(-1)?.[0]).toBe('sim_transmit_end');
    server('message', { type: 'warning', message: 'Two minutes left', disconnect: false });
    expect(notes()).toContainEqual(['Two minutes left', 'warning']);
    server('message', { type: 'error', message: 'Session ended', disconnect: true });
    expect(simState().phase).toBe('idle');
  });

  it('end_of_speech pauses the recorder and closes the transmission, unless long-form is on', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const { controller, emitted, server, recorder } = setup();
    await controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'voice');
    server('call_start', callStart({ simulation_type: 'voice', script_queue_id: null }));
    useSimulationStore.setState({ phase: 'active', isLongForm: true });
    await controller.transmitStart();
    server('end_of_speech', { sim_id: 7 });
    expect(recorder.pause).not.toHaveBeenCalled();
    expect(simState().isTransmitting).toBe(true);
    await controller.transmitEnd();

    useSimulationStore.setState({ isLongForm: false });
    await controller.transmitStart();
    const sink = (
      recorder.initialize.mock.calls.at(-1) as unknown as [{ onChunk: (b: ArrayBuffer) => void }]
    )[0];
    server('end_of_speech', { sim_id: 7 });
    expect(recorder.pause).toHaveBeenCalledTimes(1);
    expect(simState().isTransmitting).toBe(false);
    sink.onChunk(new ArrayBuffer(4));
    expect(emitted.at(-1)?.[0]).not.toBe('sim_audio');
  });

  it('takes a dropped call up again on a new connection, and resets when that is refused', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'chat');
    server('call_start', callStart({ script_queue_id: null }));
    useSimulationStore.setState({ phase: 'active' });
    server('disconnect', 'transport close');
    // docs/product/simulations.md, "Reconnecting": the new socket asks for the same call.
    expect(emitted.at(-1)).toEqual(['sim_rejoin', { sim_id: 7 }]);
    server('call_rejoined', rejoined());
    expect(notes()).toContainEqual([SIM_TEXTS.rejoined, 'info']);
    expect(simState().phase).toBe('active');
    server('disconnect', 'ping timeout');
    expect(emitted.at(-1)).toEqual(['sim_rejoin', { sim_id: 7 }]);
    server('message', { type: 'error', message: 'No live simulation to rejoin', disconnect: false });
    expect(simState().phase).toBe('idle');
  });

  it('a page opened on a running call takes it up without the queue, and shows the start view when refused', async () => {
    const calls = stubFetch({});
    const { controller, emitted, server } = setup();
    controller.resume([7], { kind: 'queue' });
    expect(simState().phase).toBe('connecting');
    // No acknowledgement, queue or scenario read: the call already runs on the server.
    expect(calls).toEqual([]);
    expect(emitted).toEqual([['sim_rejoin', { sim_id: 7 }]]);
    server('call_rejoined', rejoined());
    expect(simState()).toMatchObject({ phase: 'active', secondsLeft: 100, call: { sim_id: 7 } });
    expect(simState().sims[0]!.lines.map((l) => l.text)).toEqual(['ready', 'cleared']);
    controller.reset('simulation');
    controller.resume([8], { kind: 'deep_link', deep_link: 'pattern-work' });
    server('message', { type: 'error', message: 'No live simulation to rejoin', disconnect: false });
    expect(notes()).toContainEqual(['No live simulation to rejoin', 'error']);
    expect(simState().phase).toBe('idle');
    // A test-play is never taken up this way.
    controller.resume([9], { kind: 'script', script_id: 1, from_order: 1 });
    expect(simState().phase).toBe('idle');
  });

  it('a start the server refuses (an unknown deep link, an item gone) shows its message and resets', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'deep_link', deep_link: 'no-such-link' }, 'chat');
    expect(emitted[0]?.[0]).toBe('sim_start');
    expect(simState().phase).toBe('connecting');
    server('message', { type: 'error', message: 'Unknown deep link', disconnect: false });
    expect(notes()).toContainEqual(['Unknown deep link', 'error']);
    expect(simState().phase).toBe('idle');
    // A warning while connecting is only shown.
    await controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'chat');
    server('message', { type: 'warning', message: 'Busy: the call may start slowly', disconnect: false });
    expect(simState().phase).toBe('connecting');
  });

  it('resets after a disconnect the server made (a revoked session), without rejoining', async () => {
    stubFetch({ 'GET /api/auth/recordingAcknowledge': ack(true) });
    const { controller, emitted, server } = setup();
    await controller.start({ kind: 'deep_link', deep_link: 'pattern-work' }, 'chat');
    server('call_start', callStart({ script_queue_id: null }));
    useSimulationStore.setState({ phase: 'active' });
    server('disconnect', 'io server disconnect');
    expect(emitted.some(([event]) => event === 'sim_rejoin')).toBe(false);
    expect(simState().phase).toBe('idle');
  });
});
