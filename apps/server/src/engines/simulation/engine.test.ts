import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallStart, DebriefExchange } from '@wilco/shared';
import { createFakeSttProvider } from '../../test/fake-stt';
import { createSimulationEngine, giveUpLine } from './engine';
import type { Judge, SimEnd, SimScenario, SimTurn } from './types';

type Event = [string, unknown];

const turn = (order: number, input: string, output: string, flag = 'Normal'): SimTurn => ({
  order,
  input,
  output,
  variations: [],
  output_variations: [],
  flag,
  response_type: 'Normal',
  section: null,
  annotation: null,
});

/** A judge by keywords: "wrong" corrects, "missing" prompts, "" says again, the input is accepted. */
const fakeJudge: Judge = (t, heard, opts) => {
  const scored = t.flag !== 'Greeting';
  if (!heard.trim() || (opts.confidence !== null && opts.confidence < opts.minConfidence))
    return { verdict: 'say_again', elements: [], reply: 'Say again.', scored: false };
  if (!scored || heard === t.input) return { verdict: 'accepted', elements: [], reply: null, scored };
  if (heard.includes('wrong'))
    return {
      verdict: 'corrected',
      elements: [{ kind: 'runway', expected: '27', heard: '9', status: 'wrong', matched_words: ['nine'] }],
      reply: 'Negative, runway two seven.',
      scored,
    };
  return { verdict: 'prompted', elements: [], reply: 'Read back the runway.', scored };
};

function setup(
  options: Partial<SimScenario> = {},
  config: { timeLimitSeconds?: number | null; decoderReady?: Promise<void>; stored?: DebriefExchange[] } = {},
) {
  const events: Event[] = [];
  const stt = createFakeSttProvider({ heard: '', ready: config.decoderReady, partials: false });
  const suspended: { exchanges: DebriefExchange[]; secondsLeft: number | null }[] = [];
  const saved: DebriefExchange[][] = [];
  const ends: SimEnd[] = [];
  const order: string[] = [];
  const turns = options.turns ?? [turn(1, 'ready', 'cleared'), turn(2, 'runway 27', 'contact')];
  const scenario: SimScenario = {
    sim_id: 7,
    type: 'chat',
    outbound: true,
    multi: false,
    station: 'Tower',
    callStart: { sim_id: 7, scenario_name: 'Test' } as CallStart,
    ...options,
    turns,
  };
  const engine = createSimulationEngine(
    scenario,
    {
      minConfidence: 0.5,
      maxAttempts: 3,
      timeLimitSeconds: config.timeLimitSeconds ?? null,
      warnSeconds: 30,
    },
    {
      sink: {
        emit: (event, ...args) => {
          events.push([event, args[0]]);
          order.push(event);
        },
      },
      store: {
        activate: async () => void order.push('store:activate'),
        suspend: async (state) => {
          order.push('store:suspend');
          suspended.push(structuredClone(state));
        },
        saveExchanges: async (x) => {
          order.push('store:save');
          saved.push(structuredClone(x));
        },
        end: async (end) => {
          order.push('store:end');
          ends.push(structuredClone(end));
          return { queue_completed: end.status === 'completed' };
        },
      },
      judge: fakeJudge,
      voice: { ringingUrl: '/media/ringing.mp3', speak: async (text) => `/media/tts/${text.length}.wav` },
      recognizer: {
        open: (expected, listener) => stt.provider.open({ expected, sampleRate: 16_000 }, listener),
      },
    },
    config.stored,
  );
  const named = (name: string) => events.filter((e) => e[0] === name).map((e) => e[1]);
  return {
    engine,
    events,
    suspended,
    saved,
    ends,
    order,
    named,
    heardBy: stt.written,
    speak: stt.hear,
  };
}

describe('simulation engine', () => {
  it('a dropped call stores what was judged and the time left, then a rejoin goes on from there', async () => {
    vi.useFakeTimers();
    try {
      const t = setup({}, { timeLimitSeconds: 600 });
      await t.engine.start();
      await t.engine.text('ready');
      await t.engine.text('runway 9 wrong');
      vi.advanceTimersByTime(100_000);
      await t.engine.suspend();
      expect(t.engine.state).toBe('detached');
      expect(t.ends).toEqual([]);
      const [state] = t.suspended;
      expect(state!.secondsLeft).toBe(500);
      expect(state!.exchanges.map((e) => e.transmissions.length)).toEqual([1, 1]);
      // Nothing more is taken once detached.
      await t.engine.text('runway 27');
      expect(t.named('turn_result')).toHaveLength(2);

      const again = setup({}, { timeLimitSeconds: state!.secondsLeft, stored: state!.exchanges });
      await again.engine.rejoin();
      // docs/product/simulations.md, "Reconnecting": what a new page needs to show the call as it was.
      expect(again.named('call_rejoined')).toEqual([
        {
          sim_id: 7,
          order: 2,
          attempts: 1,
          seconds_left: 500,
          call: { sim_id: 7, scenario_name: 'Test' },
          transcript: [
            { speaker: 'learner', text: 'ready', order: 1, judgement: { verdict: 'accepted', elements: [] } },
            { speaker: 'caller', text: 'cleared', order: 1 },
            {
              speaker: 'learner',
              text: 'runway 9 wrong',
              order: 2,
              judgement: {
                verdict: 'corrected',
                elements: [
                  { kind: 'runway', expected: '27', heard: '9', status: 'wrong', matched_words: ['nine'] },
                ],
              },
            },
            { speaker: 'caller', text: 'Negative, runway two seven.', order: 2 },
          ],
          turn: 'learner',
          last_caller_line: 'Negative, runway two seven.',
        },
      ]);
      expect(again.named('call_start')).toEqual([]);
      expect(again.engine.state).toBe('awaiting_transmission');
      await again.engine.text('runway 27');
      expect(again.ends).toHaveLength(1);
      // Turn 2 was corrected before the drop: the right readback after it still counts as incorrect.
      expect(again.ends[0]!.exchanges.map((e) => e.outcome)).toEqual(['correct', 'incorrect']);
      expect(again.ends[0]!.score).toBe(0.5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an inbound call dropped before the learner spoke hears the first line again on rejoin', async () => {
    const t = setup({ outbound: false }, { stored: [] });
    await t.engine.rejoin();
    expect(t.named('call_rejoined')).toMatchObject([
      { transcript: [], turn: 'caller', last_caller_line: null },
    ]);
    expect(t.named('text_results')).toEqual([{ response: 'cleared', simulation_id: 7 }]);
    expect(t.engine.state).toBe('awaiting_transmission');
  });

  it('an inbound call rejoined after an answer shows the opening line, the answer and the reply, and waits for the learner', async () => {
    const t = setup({ outbound: false });
    await t.engine.start();
    await t.engine.text('ready');
    await t.engine.suspend();
    const again = setup({ outbound: false }, { stored: t.suspended[0]!.exchanges });
    await again.engine.rejoin();
    expect(again.named('call_rejoined')).toMatchObject([
      {
        order: 2,
        attempts: 0,
        transcript: [
          { speaker: 'caller', text: 'cleared', order: 1 },
          { speaker: 'learner', text: 'ready', order: 1 },
          { speaker: 'caller', text: 'contact', order: 1 },
        ],
        turn: 'learner',
        last_caller_line: 'contact',
      },
    ]);
    // Nothing is said again: the learner's turn is open.
    expect(again.named('text_results')).toEqual([]);
    expect(again.engine.state).toBe('awaiting_transmission');
  });

  it('outbound chat: the learner transmits first; accepted turns move on; the last ends the call', async () => {
    const t = setup();
    await t.engine.start();
    expect(t.engine.state).toBe('awaiting_transmission');
    expect(t.named('call_start')).toHaveLength(1);
    expect(t.named('text_results')).toEqual([]);
    await t.engine.text('ready');
    expect(t.named('text_results')).toEqual([{ response: 'cleared', simulation_id: 7 }]);
    await t.engine.text('runway 27');
    expect(t.engine.state).toBe('completed');
    expect(t.named('call_end')).toEqual([
      { sim_id: 7, status: 'completed', reason: 'finished', score: 1, queue_completed: true },
    ]);
    expect(t.ends[0]!.exchanges.map((e) => e.outcome)).toEqual(['correct', 'correct']);
  });

  it('stores each judged turn before the turn result and the caller reply go out', async () => {
    const t = setup();
    await t.engine.start();
    await t.engine.text('runway wrong');
    const from = t.order.indexOf('store:save');
    expect(t.order.slice(from, from + 3)).toEqual(['store:save', 'turn_result', 'text_results']);
    expect(t.saved[0]![0]!.transmissions[0]!.verdict).toBe('corrected');
  });

  it('corrects a wrong value and prompts a missing one on the same turn; the turn is then incorrect', async () => {
    const t = setup();
    await t.engine.start();
    await t.engine.text('ready');
    await t.engine.text('runway wrong');
    await t.engine.text('runway');
    await t.engine.text('runway 27');
    const replies = t.named('text_results').map((r) => (r as { response: string }).response);
    expect(replies).toEqual(['cleared', 'Negative, runway two seven.', 'Read back the runway.', 'contact']);
    const verdicts = t
      .named('turn_result')
      .map((r) => (r as { transmission: { verdict: string } }).transmission.verdict);
    expect(verdicts).toEqual(['accepted', 'corrected', 'prompted', 'accepted']);
    expect(t.ends[0]!.exchanges.map((e) => e.outcome)).toEqual(['correct', 'incorrect']);
    expect(t.ends[0]!.score).toBe(0.5);
  });

  it('after the attempt cap the caller gives the correct line and the turn moves on as incorrect', async () => {
    const t = setup();
    await t.engine.start();
    for (let i = 0; i < 3; i++) await t.engine.text('ready wrong');
    expect(t.named('text_results').at(-1)).toEqual({
      response: `${giveUpLine('ready')} cleared`,
      simulation_id: 7,
    });
    expect(t.engine.state).toBe('awaiting_transmission');
    await t.engine.text('runway 27');
    expect(t.ends[0]!.exchanges.map((e) => e.outcome)).toEqual(['incorrect', 'correct']);
  });

  it('say again never counts against the learner', async () => {
    const t = setup({ turns: [turn(1, 'ready', 'cleared')] });
    await t.engine.start();
    await t.engine.text(' ');
    await t.engine.text('ready');
    expect(t.ends[0]!.exchanges[0]!.outcome).toBe('correct');
  });

  it('greeting turns are unscored and leave the score to the others', async () => {
    const t = setup({ turns: [turn(1, 'hello', 'hi', 'Greeting'), turn(2, 'ready', 'cleared')] });
    await t.engine.start();
    await t.engine.text('anything');
    await t.engine.text('ready wrong');
    await t.engine.hangup();
    expect(t.ends[0]!.exchanges.map((e) => e.outcome)).toEqual(['unscored', 'incorrect']);
    expect(t.ends[0]!.score).toBe(0);
  });

  it('inbound: the caller speaks first, and each accepted line is followed by the next turn', async () => {
    const t = setup({
      outbound: false,
      turns: [turn(1, 'go ahead', 'Cessna 5, Tower'), turn(2, 'wilco', 'bye')],
    });
    await t.engine.start();
    expect(t.named('text_results')).toEqual([{ response: 'Cessna 5, Tower', simulation_id: 7 }]);
    await t.engine.text('go ahead');
    expect(t.named('text_results').at(-1)).toEqual({ response: 'bye', simulation_id: 7 });
    await t.engine.text('wilco');
    expect(t.named('call_end')).toHaveLength(1);
  });

  it('multi-chat replies go out as multi_text_results with a multi_call_start', async () => {
    const t = setup({ multi: true });
    await t.engine.start();
    expect(t.named('multi_call_start')).toEqual([{ scenario_name: 'Test', sim_id: 7 }]);
    await t.engine.text('ready');
    expect(t.named('multi_text_results')).toEqual([{ simulation_id: 7, response: 'cleared' }]);
  });

  it('a hang-up completes the call; turns not reached count as skipped', async () => {
    const t = setup();
    await t.engine.start();
    await t.engine.text('ready');
    await t.engine.hangup();
    expect(t.named('call_end')[0]).toMatchObject({ status: 'completed', reason: 'hung_up', score: 0.5 });
    expect(t.ends[0]!.exchanges.map((e) => e.outcome)).toEqual(['correct', 'skipped']);
    await t.engine.text('runway 27');
    expect(t.named('message').at(-1)).toMatchObject({ type: 'error', message: 'This simulation has ended' });
  });

  it('a disconnect abandons the call and keeps what was judged', async () => {
    const t = setup();
    await t.engine.start();
    await t.engine.text('ready');
    await t.engine.disconnect();
    expect(t.ends[0]).toMatchObject({ status: 'abandoned', reason: 'disconnected' });
    expect(t.ends[0]!.exchanges[0]!.transmissions).toHaveLength(1);
    expect(t.named('call_end')[0]).toMatchObject({ queue_completed: false });
  });

  it('a revoked session abandons the call', async () => {
    const t = setup();
    await t.engine.start();
    await t.engine.sessionEnded();
    expect(t.ends[0]).toMatchObject({ status: 'abandoned', reason: 'session_ended' });
  });

  it('pause refuses transmissions until resume', async () => {
    const t = setup();
    await t.engine.start();
    await t.engine.pause();
    expect(t.engine.state).toBe('paused');
    await t.engine.text('ready');
    expect(t.named('message').at(-1)).toMatchObject({ message: 'The simulation is paused: resume it first' });
    await t.engine.resume();
    await t.engine.text('ready');
    expect(t.named('text_results')).toHaveLength(1);
    await t.engine.resume();
    expect(t.named('message').at(-1)).toMatchObject({ message: 'The simulation is not paused' });
  });

  it('a failing store ends the call as abandoned with an error message', async () => {
    const t = setup();
    await t.engine.start();
    const engine = createSimulationEngine(
      {
        sim_id: 9,
        type: 'chat',
        outbound: true,
        multi: false,
        station: null,
        callStart: {} as CallStart,
        turns: [turn(1, 'a', 'b')],
      },
      { minConfidence: 0.5, maxAttempts: 3, timeLimitSeconds: null, warnSeconds: 30 },
      {
        sink: { emit: (e, ...a) => t.events.push([e, a[0]]) },
        store: {
          activate: async () => undefined,
          suspend: async () => undefined,
          saveExchanges: async () => {
            throw new Error('disk full');
          },
          end: async () => ({ queue_completed: false }),
        },
        judge: fakeJudge,
      },
    );
    await engine.start();
    await engine.text('a');
    expect(engine.state).toBe('abandoned');
    expect(t.events.filter((e) => e[0] === 'call_end').at(-1)![1]).toMatchObject({
      sim_id: 9,
      reason: 'error',
    });
  });

  describe('voice', () => {
    it('rings, transcribes a push-to-talk transmission, ends speech, then judges and answers with audio', async () => {
      const t = setup({ type: 'voice' });
      await t.engine.start();
      expect((t.named('results')[0] as { audio_url: string }).audio_url).toMatch(
        /^\/media\/ringing\.mp3\?t=\d+$/,
      );
      // Audio that arrives before push-to-talk has been handled is held for the transmission.
      const pressed = t.engine.transmitStart();
      expect(t.engine.audio(new Int16Array(60))).toBeNull();
      await pressed;
      expect(t.engine.audio(new Int16Array(40))).toBeNull();
      t.speak('ready');
      await t.engine.transmitEnd();
      const names = t.events.map((e) => e[0]);
      const from = names.indexOf('end_of_speech') - 1;
      expect(names.slice(from)).toEqual(['transcription', 'end_of_speech', 'turn_result', 'results']);
      expect(t.named('transcription').at(-1)).toEqual({ sim_id: 7, transcript: 'ready', is_final: true });
      expect(t.heardBy).toEqual([60, 40]);
      expect(t.named('results')[1]).toMatchObject({
        sim_id: 7,
        text: 'cleared',
        audio_url: expect.stringMatching(/\?t=\d+$/),
      });
    });

    it('holds a whole transmission while the decoder loads, and refuses one longer than 15 s', async () => {
      let ready!: () => void;
      const t = setup({ type: 'voice' }, { decoderReady: new Promise<void>((r) => (ready = r)) });
      await t.engine.start();
      const pressed = t.engine.transmitStart();
      const second = 22_050;
      for (let s = 0; s < 14; s++) expect(t.engine.audio(new Int16Array(second))).toBeNull();
      ready();
      await pressed;
      t.speak('ready');
      await t.engine.transmitEnd();
      expect(t.heardBy.reduce((a, b) => a + b, 0)).toBe(14 * second);
      expect(t.named('turn_result')[0]).toMatchObject({ transmission: { verdict: 'accepted' } });

      const slow = setup({ type: 'voice' }, { decoderReady: new Promise<void>(() => undefined) });
      await slow.engine.start();
      void slow.engine.transmitStart();
      for (let s = 0; s < 15; s++) expect(slow.engine.audio(new Int16Array(second))).toBeNull();
      expect(slow.engine.audio(new Int16Array(second))).toBe(
        'Too much audio before the recogniser was ready',
      );
    });

    it('low confidence gets say again; audio before push-to-talk and a chat transmit are refused', async () => {
      const t = setup({ type: 'voice' });
      await t.engine.start();
      expect(t.engine.audio(new Int16Array(10))).toMatch(/push-to-talk/);
      await t.engine.transmitEnd();
      expect(t.named('message').at(-1)).toMatchObject({
        message: 'No transmission is open: press push-to-talk first',
      });
      await t.engine.transmitStart();
      await t.engine.transmitStart();
      expect(t.named('message').at(-1)).toMatchObject({ message: expect.stringContaining('already open') });
      t.speak('ready', 0.2);
      await t.engine.transmitEnd();
      expect(t.named('turn_result')[0]).toMatchObject({
        transmission: { verdict: 'say_again', confidence: 0.2 },
      });
      const chat = setup();
      await chat.engine.start();
      await chat.engine.transmitStart();
      expect(chat.named('message')[0]).toMatchObject({
        message: 'This is a chat simulation: type your transmission',
      });
    });
  });

  describe('time limit', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('warns 30 s before the limit, then ends the call as time_limit; pausing stops the clock', async () => {
      const t = setup({}, { timeLimitSeconds: 60 });
      await t.engine.start();
      await vi.advanceTimersByTimeAsync(20_000);
      await t.engine.pause();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(t.named('ending_requested')).toEqual([]);
      await t.engine.resume();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(t.named('ending_requested')).toEqual([{ sim_id: 7, reason: 'time_limit', seconds_left: 30 }]);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(t.named('call_end')[0]).toMatchObject({ status: 'completed', reason: 'time_limit' });
    });

    it('a limit shorter than the warning warns at once with what is left', async () => {
      const t = setup({}, { timeLimitSeconds: 10 });
      await t.engine.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(t.named('ending_requested')).toEqual([{ sim_id: 7, reason: 'time_limit', seconds_left: 10 }]);
    });
  });
});
