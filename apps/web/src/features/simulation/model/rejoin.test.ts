import { describe, expect, it } from 'vitest';
import type { CallRejoined } from '@wilco/shared';
import { callStart, queueItem } from './fixtures';
import { INITIAL_SIM_STATE, transition, type SimEvent } from './machine';
import type { ChatSim, SimState } from './sim-state';
import { rejoinTarget, simParamOf } from './rejoin';

const sim = (over: Partial<ChatSim> = {}): ChatSim => ({
  item: null,
  scenario_name: 'Taxi',
  conversation_display_name: null,
  conversation_context: null,
  index: 0,
  sim_id: 7,
  status: 'active',
  lines: [],
  end: null,
  ...over,
});
const state = (sims: ChatSim[], source: SimState['source'] = { kind: 'queue' }) => ({ sims, source });

describe('rejoinTarget', () => {
  it('takes up a single live call after a dropped transport', () => {
    expect(rejoinTarget(state([sim()]), 'transport close')).toEqual([7]);
    expect(rejoinTarget(state([sim()], { kind: 'deep_link', deep_link: 'x' }), 'ping timeout')).toEqual([7]);
  });

  it('takes up every chat of a group, ended ones too, while one is live', () => {
    const group = [sim({ status: 'ended' }), sim({ sim_id: 8, index: 1 })];
    expect(rejoinTarget(state(group), 'transport close')).toEqual([7, 8]);
    expect(
      rejoinTarget(state([sim({ status: 'ended' }), sim({ sim_id: 8, status: 'ended' })]), 'ping timeout'),
    ).toBeNull();
  });

  it('resets instead after a deliberate disconnect, for a test-play or a call not live', () => {
    expect(rejoinTarget(state([sim()]), 'io client disconnect')).toBeNull();
    expect(rejoinTarget(state([sim()]), 'io server disconnect')).toBeNull();
    expect(rejoinTarget(state([sim(), sim({ sim_id: 8, index: 1 })]), 'io client disconnect')).toBeNull();
    expect(
      rejoinTarget(state([sim()], { kind: 'script', script_id: 1, from_order: 1 }), 'transport close'),
    ).toBeNull();
    expect(rejoinTarget(state([sim({ status: 'ended' })]), 'transport close')).toBeNull();
    expect(rejoinTarget(state([sim({ sim_id: null, status: 'connecting' })]), 'transport close')).toBeNull();
  });
});

const rejoined = (over: Partial<CallRejoined> = {}): CallRejoined => ({
  sim_id: 7,
  order: 2,
  attempts: 1,
  seconds_left: 420,
  call: callStart({ time_limit_seconds: 500 }),
  transcript: [
    { speaker: 'learner', text: 'ready', order: 1, judgement: { verdict: 'accepted', elements: [] } },
    { speaker: 'caller', text: 'cleared', order: 1 },
    { speaker: 'learner', text: 'runway 9', order: 2, judgement: { verdict: 'corrected', elements: [] } },
    { speaker: 'caller', text: 'Negative, runway two seven.', order: 2 },
  ],
  turn: 'learner',
  last_caller_line: 'Negative, runway two seven.',
  ...over,
});
const run = (events: SimEvent[], from: SimState = INITIAL_SIM_STATE) => events.reduce(transition, from);
const lineTexts = (s: SimState) => s.sims[0]!.lines.map((l) => `${l.speaker}: ${l.text}`);

describe('taking a call up again (REJOIN, REJOINED)', () => {
  it('a page opened on a running call connects, then shows the call as the server had it', () => {
    const connecting = transition(INITIAL_SIM_STATE, { type: 'REJOIN', source: { kind: 'queue' } });
    expect(connecting).toMatchObject({
      phase: 'connecting',
      source: { kind: 'queue' },
      sims: [],
      call: null,
    });
    const active = transition(connecting, { type: 'REJOINED', rejoined: rejoined() });
    expect(active).toMatchObject({
      phase: 'active',
      simulationType: 'chat',
      isMultiChat: false,
      secondsLeft: 420,
      isPaused: false,
      call: { sim_id: 7, script_name: 'Ground taxi' },
      current: 0,
    });
    expect(active.sims).toHaveLength(1);
    expect(active.sims[0]).toMatchObject({
      sim_id: 7,
      status: 'active',
      scenario_name: 'Scenario 1',
      conversation_context: 'Context 1',
      // The queue item's id comes from call_start: completing the item after the call needs it.
      item: { script_queue_id: 1, script_id: 101 },
    });
    expect(lineTexts(active)).toEqual([
      'learner: ready',
      'caller: cleared',
      'learner: runway 9',
      'caller: Negative, runway two seven.',
    ]);
    expect(active.sims[0]!.lines[2]!.judgement?.verdict).toBe('corrected');
    // Line ids stay unique for the lines that follow.
    const next = transition(active, { type: 'CALLER_LINE', sim_id: 7, text: 'Say again.' });
    expect(new Set(next.sims[0]!.lines.map((l) => l.id)).size).toBe(5);
    expect(active.audio.background).toEqual(callStart().audios.bg_audio);
  });

  it('a page that lost its connection keeps its header and item, and takes the server transcript and clock', () => {
    const connecting = run([
      { type: 'START', source: { kind: 'queue' }, simulationType: null, items: [] },
      { type: 'ACK_LOADED', acknowledged: true },
      { type: 'QUEUE_LOADED', items: [queueItem(1)] },
      {
        type: 'SCENARIOS_LOADED',
        scenarios: [
          { script_id: 101, name: 'Scenario 1', conversation_display_name: 'G', conversation_context: 'c' },
        ],
      },
    ]);
    const call = callStart();
    const active = run(
      [
        { type: 'CALL_START', call },
        { type: 'COUNTDOWN_TICK' },
        { type: 'COUNTDOWN_TICK' },
        { type: 'COUNTDOWN_TICK' },
        { type: 'LEARNER_TEXT', sim_id: 7, text: 'ready' },
        { type: 'TOGGLE', flag: 'isPaused' },
        // Typed while the line was down: the server never had it.
        { type: 'LEARNER_TEXT', sim_id: 7, text: 'lost' },
      ],
      connecting,
    );
    const back = transition(active, {
      type: 'REJOINED',
      rejoined: rejoined({ call: callStart({ script_name: 'x' }) }),
    });
    expect(back.call).toBe(call);
    expect(back.sims[0]!.item).toEqual(queueItem(1));
    expect(back.items).toEqual([queueItem(1)]);
    expect(back.isPaused).toBe(false);
    expect(back.secondsLeft).toBe(420);
    expect(lineTexts(back)).not.toContain('learner: lost');
    expect(lineTexts(back)).toHaveLength(4);
  });

  it('a voice call comes back as a voice call, its background track from call_start unless one plays', () => {
    const voice = callStart({ simulation_type: 'voice', script_queue_id: null });
    const connecting = transition(INITIAL_SIM_STATE, {
      type: 'REJOIN',
      source: { kind: 'deep_link', deep_link: 'x' },
    });
    const active = transition(connecting, { type: 'REJOINED', rejoined: rejoined({ call: voice }) });
    expect(active).toMatchObject({ simulationType: 'voice', phase: 'active', items: [] });
    expect(active.sims[0]!.item).toBeNull();
    expect(active.audio.background).toEqual(voice.audios.bg_audio);
    const playing = { url: '/media/bg.mp3?t=1', volume: 0.2 };
    const kept = transition(
      { ...active, audio: { ...active.audio, background: playing } },
      {
        type: 'REJOINED',
        rejoined: rejoined({ call: voice }),
      },
    );
    // The track that plays is not restarted by a later rejoin.
    expect(kept.audio.background).toBe(playing);
  });

  it('is refused outside a call, and REJOIN only from idle and never for a test-play', () => {
    expect(transition(INITIAL_SIM_STATE, { type: 'REJOINED', rejoined: rejoined() })).toBe(INITIAL_SIM_STATE);
    const connecting = transition(INITIAL_SIM_STATE, { type: 'REJOIN', source: { kind: 'queue' } });
    expect(transition(connecting, { type: 'REJOIN', source: { kind: 'queue' } })).toBe(connecting);
    const testPlay = { kind: 'script', script_id: 1, from_order: 1 } as const;
    expect(transition(INITIAL_SIM_STATE, { type: 'REJOIN', source: testPlay })).toBe(INITIAL_SIM_STATE);
    const debrief: SimState = { ...INITIAL_SIM_STATE, phase: 'debrief' };
    expect(transition(debrief, { type: 'REJOIN', source: { kind: 'queue' } })).toBe(debrief);
  });
});

describe('simParamOf (?sim=)', () => {
  const at = (phase: SimState['phase'], sims: ChatSim[], source: SimState['source'] = { kind: 'queue' }) =>
    simParamOf({ phase, sims, source });

  it('names the running call, drops it once no call runs, and leaves the URL alone while one is set up', () => {
    expect(at('active', [sim()])).toBe('7');
    expect(at('countdown', [sim()], { kind: 'deep_link', deep_link: 'x' })).toBe('7');
    expect(at('connecting', [])).toBeUndefined();
    expect(at('connecting', [sim({ sim_id: null, status: 'connecting' })])).toBeUndefined();
    for (const phase of ['idle', 'completing', 'debrief', 'deep-link-done', 'queue-loading'] as const)
      expect(at(phase, [sim({ status: 'ended' })])).toBeNull();
    // A test-play cannot be rejoined: it is not named.
    expect(at('active', [sim()], { kind: 'script', script_id: 1, from_order: 1 })).toBeUndefined();
    // A group: every chat, in its order, once each has its id.
    expect(at('active', [sim({ status: 'ended' }), sim({ sim_id: 8, index: 1 })])).toBe('7,8');
    expect(at('countdown', [sim(), sim({ sim_id: null, index: 1, status: 'connecting' })])).toBeUndefined();
  });
});

describe('taking a multi-chat group up again', () => {
  const chat = (simId: number, queueId: number, over: Partial<CallRejoined> = {}) =>
    rejoined({
      sim_id: simId,
      call: callStart({ sim_id: simId, script_queue_id: queueId, scenario_name: `Chat ${simId}` }),
      ...over,
    });
  const ended = (simId: number) =>
    ({
      type: 'CALL_END',
      end: { sim_id: simId, status: 'completed', reason: 'finished', score: 1, queue_completed: false },
    }) as const;

  it('places every chat from the URL and completes only once each has arrived and the last has ended', () => {
    const opened = transition(INITIAL_SIM_STATE, {
      type: 'REJOIN',
      source: { kind: 'queue' },
      simIds: [7, 8, 9],
    });
    expect(opened).toMatchObject({ phase: 'connecting', isMultiChat: true, simulationType: 'chat' });
    expect(opened.sims.map((s) => [s.sim_id, s.status])).toEqual([
      [7, 'connecting'],
      [8, 'connecting'],
      [9, 'connecting'],
    ]);
    // The first chat had ended before the reload: it arrives, then its end; the others are still on their way.
    const first = run(
      [{ type: 'REJOINED', rejoined: chat(7, 70, { seconds_left: null }) }, ended(7)],
      opened,
    );
    expect(first.phase).toBe('active');
    expect(first.sims.map((s) => s.status)).toEqual(['ended', 'connecting', 'connecting']);
    const all = run(
      [
        { type: 'REJOINED', rejoined: chat(9, 90) },
        { type: 'REJOINED', rejoined: chat(8, 80, { transcript: [] }) },
      ],
      first,
    );
    expect(all.sims.map((s) => [s.sim_id, s.status, s.item?.script_queue_id])).toEqual([
      [7, 'ended', 70],
      [8, 'active', 80],
      [9, 'active', 90],
    ]);
    expect(all.sims[2]!.lines.map((l) => l.text)).toEqual([
      'ready',
      'cleared',
      'runway 9',
      'Negative, runway two seven.',
    ]);
    expect(new Set(all.sims.flatMap((s) => s.lines.map((l) => l.id))).size).toBe(
      all.sims.reduce((n, s) => n + s.lines.length, 0),
    );
    expect(all.items.map((i) => i.script_queue_id)).toEqual([70, 80, 90]);
    expect(all.secondsLeft).toBe(420);
    expect(run([ended(9)], all).phase).toBe('active');
    const done = run([ended(9), ended(8)], all);
    expect(done).toMatchObject({ phase: 'completing', finishedSimIds: [7, 8, 9] });
  });

  it('ignores a chat the group does not hold', () => {
    const opened = transition(INITIAL_SIM_STATE, {
      type: 'REJOIN',
      source: { kind: 'queue' },
      simIds: [7, 8],
    });
    expect(transition(opened, { type: 'REJOINED', rejoined: chat(99, 1) })).toBe(opened);
  });
});
