import { describe, expect, it } from 'vitest';
import { callStart, queueItem } from './fixtures';
import { INITIAL_SIM_STATE, transition, type SimEvent, type SimState } from './machine';

function run(events: SimEvent[], from: SimState = INITIAL_SIM_STATE): SimState {
  return events.reduce(transition, from);
}

const scenario = (name: string) => ({
  script_id: 101,
  name,
  conversation_display_name: 'Ground',
  conversation_context: 'ctx',
});

const toConnecting: SimEvent[] = [
  { type: 'START', source: { kind: 'queue' }, simulationType: null, items: [] },
  { type: 'ACK_LOADED', acknowledged: true },
  { type: 'QUEUE_LOADED', items: [queueItem(1)] },
  { type: 'SCENARIOS_LOADED', scenarios: [scenario('Scenario 1')] },
];

describe('simulation machine', () => {
  it('walks a queue simulation from start to its debrief', () => {
    const connecting = run(toConnecting);
    expect(connecting.phase).toBe('connecting');
    expect(connecting.sims).toHaveLength(1);
    const counting = transition(connecting, { type: 'CALL_START', call: callStart() });
    expect(counting.phase).toBe('countdown');
    expect(counting.simulationType).toBe('chat');
    expect(counting.sims[0]).toMatchObject({ sim_id: 7, status: 'active' });
    const active = run(
      [{ type: 'COUNTDOWN_TICK' }, { type: 'COUNTDOWN_TICK' }, { type: 'COUNTDOWN_TICK' }],
      counting,
    );
    expect(active.phase).toBe('active');
    const ended = transition(active, {
      type: 'CALL_END',
      end: { sim_id: 7, status: 'completed', reason: 'finished', score: 1, queue_completed: true },
    });
    expect(ended.phase).toBe('completing');
    expect(ended.finishedSimIds).toEqual([7]);
    expect(transition(ended, { type: 'COMPLETED' }).phase).toBe('debrief');
  });

  it('waits for the learner to confirm the recording acknowledgement', () => {
    const waiting = run([toConnecting[0]!, { type: 'ACK_LOADED', acknowledged: false }]);
    expect(waiting.phase).toBe('awaiting-ack');
    expect(transition(waiting, { type: 'QUEUE_LOADED', items: [queueItem(1)] }).phase).toBe('awaiting-ack');
    const posting = transition(waiting, { type: 'ACK_CONFIRMED' });
    expect(posting.phase).toBe('acknowledging');
    expect(transition(posting, { type: 'ACK_POSTED' }).phase).toBe('queue-loading');
  });

  it('goes straight to connecting for a deep link and ends on its own screen', () => {
    const connecting = run([
      {
        type: 'START',
        source: { kind: 'deep_link', deep_link: 'taxi-demo' },
        simulationType: null,
        items: [],
      },
      { type: 'ACK_LOADED', acknowledged: true },
    ]);
    expect(connecting.phase).toBe('connecting');
    const started = transition(connecting, {
      type: 'CALL_START',
      call: callStart({ script_queue_id: null }),
    });
    expect(started.sims).toHaveLength(1);
    const done = transition(started, {
      type: 'CALL_END',
      end: { sim_id: 7, status: 'completed', reason: 'finished', score: 0.5, queue_completed: false },
    });
    expect(done.phase).toBe('deep-link-done');
  });

  it('matches multi_call_start by scenario name and completes when every chat ended', () => {
    const connecting = run([
      toConnecting[0]!,
      toConnecting[1]!,
      { type: 'QUEUE_LOADED', items: [queueItem(1), queueItem(2)] },
      { type: 'SCENARIOS_LOADED', scenarios: [scenario('Scenario 1'), scenario('Scenario 2')] },
    ]);
    expect(connecting.isMultiChat).toBe(true);
    expect(connecting.simulationType).toBe('chat');
    const both = run(
      [
        { type: 'MULTI_CALL_START', scenario_name: 'Scenario 2', sim_id: 22 },
        { type: 'MULTI_CALL_START', scenario_name: 'Scenario 1', sim_id: 21 },
      ],
      connecting,
    );
    expect(both.sims.map((s) => [s.sim_id, s.status])).toEqual([
      [21, 'active'],
      [22, 'active'],
    ]);
    const withReply = transition(both, { type: 'CALLER_LINE', sim_id: 22, text: 'Roger' });
    expect(withReply.sims[1]?.lines.map((l) => l.text)).toEqual(['Roger']);
    expect(withReply.sims[0]?.lines).toEqual([]);
    const end = (sim_id: number) =>
      ({
        type: 'CALL_END',
        end: { sim_id, status: 'completed', reason: 'finished', score: 1, queue_completed: true },
      }) as const;
    const one = transition({ ...withReply, phase: 'active' }, end(22));
    expect(one.phase).toBe('active');
    const all = transition(one, end(21));
    expect(all.phase).toBe('completing');
    expect(all.finishedSimIds).toEqual([21, 22]);
  });

  it('keeps each chat of a group on its own call when the server sends call_start then multi_call_start', () => {
    // The same scenario twice in one group: both chats carry one name.
    const connecting = run([
      toConnecting[0]!,
      toConnecting[1]!,
      { type: 'QUEUE_LOADED', items: [queueItem(1), queueItem(2, { script_name: 'Scenario 1' })] },
      { type: 'SCENARIOS_LOADED', scenarios: [scenario('Scenario 1'), scenario('Scenario 1')] },
    ]);
    const started = run(
      [
        { type: 'CALL_START', call: callStart({ sim_id: 41, script_queue_id: 1 }) },
        { type: 'MULTI_CALL_START', scenario_name: 'Scenario 1', sim_id: 41 },
        { type: 'CALL_START', call: callStart({ sim_id: 42, script_queue_id: 2 }) },
        { type: 'MULTI_CALL_START', scenario_name: 'Scenario 1', sim_id: 42 },
      ],
      connecting,
    );
    expect(started.sims.map((s) => [s.item?.script_queue_id, s.sim_id, s.status])).toEqual([
      [1, 41, 'active'],
      [2, 42, 'active'],
    ]);
  });

  it('commits final transcripts as learner lines and attaches the judgement', () => {
    const active = {
      ...run([...toConnecting, { type: 'CALL_START', call: callStart() }]),
      phase: 'active' as const,
    };
    const heard = run(
      [
        { type: 'TRANSMIT', on: true },
        { type: 'TRANSCRIPTION', sim_id: 7, transcript: 'runway two', is_final: false },
      ],
      active,
    );
    expect(heard.isTransmitting).toBe(true);
    expect(heard.liveTranscript).toBe('runway two');
    const final = transition(heard, {
      type: 'TRANSCRIPTION',
      sim_id: 7,
      transcript: 'runway two seven',
      is_final: true,
    });
    expect(final.liveTranscript).toBe('');
    const judged = transition(final, {
      type: 'TURN_RESULT',
      sim_id: 7,
      transmission: {
        heard: 'runway two seven',
        confidence: 0.9,
        verdict: 'accepted',
        elements: [
          { kind: 'runway', expected: '27', heard: '27', status: 'right', matched_words: ['two', 'seven'] },
        ],
        caller_reply: '',
      },
    });
    expect(judged.sims[0]?.lines.at(-1)).toMatchObject({
      speaker: 'learner',
      judgement: { verdict: 'accepted' },
    });
  });

  it('pauses the transmission on end_of_speech unless long-form is on', () => {
    const active = {
      ...run([...toConnecting, { type: 'CALL_START', call: callStart() }]),
      phase: 'active' as const,
    };
    const on = transition(active, { type: 'TRANSMIT', on: true });
    expect(transition(on, { type: 'END_OF_SPEECH' }).isTransmitting).toBe(false);
    const longForm = transition(on, { type: 'TOGGLE', flag: 'isLongForm' });
    expect(transition(longForm, { type: 'END_OF_SPEECH' }).isTransmitting).toBe(true);
    const paused = transition(active, { type: 'TOGGLE', flag: 'isPaused' });
    expect(transition(paused, { type: 'TRANSMIT', on: true }).isTransmitting).toBe(false);
  });

  it('keeps a locked background volume', () => {
    const locked = run([
      ...toConnecting,
      {
        type: 'CALL_START',
        call: callStart({
          audios: {
            bg_audio: { url: '/bg.mp3', volume: 0.3, volume_locked: true },
            answer_audio: null,
            hangup_audio: null,
          },
        }),
      },
      { type: 'SET_BACKGROUND_VOLUME', volume: 1 },
    ]);
    expect(locked.audio.background?.volume).toBe(0.3);
  });

  it('plays the answer sound once after the ringing and the hang-up sound at call_end (voice only)', () => {
    const audios = {
      bg_audio: null,
      answer_audio: { url: '/answer.wav?t=1', volume: 0.8 },
      hangup_audio: { url: '/hangup.wav?t=1', volume: 0.6 },
    };
    const end: SimEvent = {
      type: 'CALL_END',
      end: { sim_id: 7, status: 'completed', reason: 'finished', score: 1, queue_completed: true },
    };
    const ringing = run([
      ...toConnecting,
      { type: 'CALL_START', call: callStart({ simulation_type: 'voice', audios }) },
      { type: 'AUDIO', slot: 'misc', url: '/media/ringing.mp3?t=2', volume: 1 },
    ]);
    expect(ringing.audio.answer).toBeNull();
    const answered = transition(ringing, { type: 'MISC_AUDIO_ENDED' });
    expect(answered.audio.answer).toEqual({ url: '/answer.wav?t=1', volume: 0.8 });
    expect(answered.audio.hangup).toBeNull();
    // A later end of the misc track (a replay, a refused play) does not answer again.
    expect(transition(answered, { type: 'MISC_AUDIO_ENDED' }).audio.answer).toBe(answered.audio.answer);
    const ended = transition({ ...answered, phase: 'active' }, end);
    expect(ended.phase).toBe('completing');
    expect(ended.audio.hangup).toEqual({ url: '/hangup.wav?t=1', volume: 0.6 });

    const chat = run([
      ...toConnecting,
      { type: 'CALL_START', call: callStart({ simulation_type: 'chat', audios }) },
      { type: 'MISC_AUDIO_ENDED' },
      end,
    ]);
    expect(chat.audio).toMatchObject({ answer: null, hangup: null });
    expect(transition(chat, { type: 'RESET', kind: 'simulation' }).audio.hangup).toBeNull();
    expect(transition(ended, { type: 'RESET', kind: 'full' }).audio.hangup).toBeNull();
  });

  it('counts the time left down only while active and unpaused', () => {
    const counting = run([
      ...toConnecting,
      { type: 'CALL_START', call: callStart({ time_limit_seconds: 2 }) },
    ]);
    expect(transition(counting, { type: 'TICK_SECOND' }).secondsLeft).toBe(2);
    const active = { ...counting, phase: 'active' as const };
    expect(
      run([{ type: 'TICK_SECOND' }, { type: 'TICK_SECOND' }, { type: 'TICK_SECOND' }], active).secondsLeft,
    ).toBe(0);
    expect(transition(active, { type: 'ENDING_REQUESTED', seconds_left: 30 })).toMatchObject({
      isEndingRequested: true,
      secondsLeft: 30,
    });
  });

  it('resets: the simulation reset clears deep-link and provider mode, the full reset keeps them', () => {
    const state: SimState = {
      ...INITIAL_SIM_STATE,
      phase: 'active',
      source: { kind: 'deep_link', deep_link: 'abcd' },
      isDefaultProviderMode: true,
      isMultiChatDisplay: false,
      isMuted: true,
    };
    expect(transition(state, { type: 'RESET', kind: 'simulation' })).toEqual(INITIAL_SIM_STATE);
    const full = transition(state, { type: 'RESET', kind: 'full' });
    expect(full).toMatchObject({
      phase: 'idle',
      source: { kind: 'deep_link', deep_link: 'abcd' },
      isDefaultProviderMode: true,
      isMultiChatDisplay: true,
      isMuted: false,
    });
  });

  it('ignores a second start while one runs', () => {
    const connecting = run(toConnecting);
    expect(transition(connecting, toConnecting[0]!)).toBe(connecting);
  });
});
