import type { CallEnd, CallStart } from '@wilco/shared';
import {
  addLine,
  emptySim,
  isInCall,
  isStandalone,
  judgeLastLine,
  resetState,
  updateSim,
  withCall,
  type AudioSlot,
  type SimEvent,
  type SimState,
} from './sim-state';
import { onRejoin, onRejoined } from './rejoin';

export {
  COUNTDOWN_SECONDS,
  INITIAL_SIM_STATE,
  SETUP_PHASES,
  isInCall,
  isStandalone,
  resetState,
  type AudioSlot,
  type ChatSim,
  type Line,
  type LineJudgement,
  type Phase,
  type ScenarioInfo,
  type SimEvent,
  type SimState,
  type Source,
} from './sim-state';

function onCallStart(state: SimState, call: CallStart): SimState {
  const at = Math.max(
    0,
    state.sims.findIndex(
      (sim) =>
        sim.sim_id === call.sim_id ||
        (sim.sim_id === null &&
          call.script_queue_id !== null &&
          sim.item?.script_queue_id === call.script_queue_id),
    ),
  );
  const sims = state.sims.length ? state.sims : [emptySim(0, null)];
  const isFirst = state.call === null;
  return {
    ...state,
    // The first call_start names the header; later ones (multi-chat) only fill their pane.
    call: isFirst ? call : state.call,
    simulationType: state.isMultiChat ? 'chat' : call.simulation_type,
    queueDisplay: isFirst ? call.queue_display : state.queueDisplay,
    phase: state.phase === 'connecting' ? 'countdown' : state.phase,
    secondsLeft: isFirst ? call.time_limit_seconds : state.secondsLeft,
    audio: isFirst
      ? { ...state.audio, background: call.audios.bg_audio ? { ...call.audios.bg_audio } : null }
      : state.audio,
    sims: sims.map((sim, i) => (i === at ? withCall(sim, call) : sim)),
  };
}

/**
 * A call sound of `call_start.audios` (its URL timestamped by the controller), for a voice call
 * only: chat has no call sounds.
 */
function callSound(state: SimState, sound: 'answer_audio' | 'hangup_audio'): AudioSlot {
  const audio = state.call?.audios[sound];
  if (!audio || state.simulationType !== 'voice' || state.isMultiChat) return null;
  return { url: audio.url, volume: audio.volume };
}

function onCallEnd(state: SimState, end: CallEnd): SimState {
  const next = updateSim(state, end.sim_id, (sim) => ({ ...sim, status: 'ended', end }));
  if (next === state) return state;
  if (next.sims.some((sim) => sim.status !== 'ended')) return next;
  const finishedSimIds = next.sims.flatMap((sim) => (sim.sim_id === null ? [] : [sim.sim_id]));
  const common = {
    ...next,
    finishedSimIds,
    isTransmitting: false,
    liveTranscript: '',
    audio: { ...next.audio, hangup: callSound(next, 'hangup_audio') },
  };
  // docs/product/simulations.md: a deep link never completes a queue item.
  if (isStandalone(state.source)) return { ...common, phase: 'deep-link-done' };
  return { ...common, phase: 'completing' };
}

/** Every transition of the simulation client. Events that do not apply leave the state as is. */
export function transition(state: SimState, event: SimEvent): SimState {
  switch (event.type) {
    case 'START':
      if (state.phase !== 'idle' && state.phase !== 'debrief' && state.phase !== 'deep-link-done')
        return state;
      return {
        ...resetState(state, 'full'),
        phase: 'ack-loading',
        source: event.source,
        simulationType: event.simulationType,
        items: event.items,
        isMultiChat: event.items.length > 1,
      };
    case 'ACK_LOADED':
      if (state.phase !== 'ack-loading') return state;
      if (!event.acknowledged) return { ...state, phase: 'awaiting-ack' };
      return { ...state, phase: isStandalone(state.source) ? 'connecting' : 'queue-loading' };
    case 'ACK_CONFIRMED':
      return state.phase === 'awaiting-ack' ? { ...state, phase: 'acknowledging' } : state;
    case 'ACK_POSTED':
      if (state.phase !== 'acknowledging') return state;
      return { ...state, phase: isStandalone(state.source) ? 'connecting' : 'queue-loading' };
    case 'QUEUE_LOADED':
      if (state.phase !== 'queue-loading') return state;
      return {
        ...state,
        phase: 'scenario-loading',
        items: event.items,
        isMultiChat: event.items.length > 1,
        simulationType: event.items.length > 1 ? 'chat' : state.simulationType,
      };
    case 'SCENARIOS_LOADED':
      if (state.phase !== 'scenario-loading') return state;
      return {
        ...state,
        phase: 'connecting',
        sims: state.items.map((item, i) => emptySim(i, item, event.scenarios[i])),
      };
    case 'CALL_START':
      if (!isInCall(state.phase)) return state;
      return onCallStart(state, event.call);
    case 'MULTI_CALL_START': {
      if (!isInCall(state.phase)) return state;
      // The chat whose call_start (which comes first) already named it; else the first waiting chat
      // of that scenario name (two chats of a group may play the same scenario).
      const held = state.sims.findIndex((sim) => sim.sim_id === event.sim_id);
      const at =
        held >= 0
          ? held
          : state.sims.findIndex(
              (sim) =>
                sim.sim_id === null &&
                (sim.scenario_name === event.scenario_name || sim.item?.script_name === event.scenario_name),
            );
      if (at < 0) return state;
      return {
        ...state,
        phase: state.phase === 'connecting' ? 'countdown' : state.phase,
        sims: state.sims.map((sim, i) =>
          i === at ? { ...sim, sim_id: event.sim_id, status: 'active' } : sim,
        ),
      };
    }
    case 'COUNTDOWN_TICK':
      if (state.phase !== 'countdown') return state;
      return state.countdown <= 1
        ? { ...state, phase: 'active', countdown: 0 }
        : { ...state, countdown: state.countdown - 1 };
    case 'CALLER_LINE':
      if (!event.text.trim()) return state;
      return addLine(state, event.sim_id, { speaker: 'caller', text: event.text });
    case 'TRANSCRIPTION':
      if (!event.is_final) return { ...state, liveTranscript: event.transcript };
      if (!event.transcript.trim()) return { ...state, liveTranscript: '' };
      return {
        ...addLine(state, event.sim_id, { speaker: 'learner', text: event.transcript }),
        liveTranscript: '',
      };
    case 'LEARNER_TEXT':
      return addLine(state, event.sim_id, { speaker: 'learner', text: event.text });
    case 'TURN_RESULT': {
      const { verdict, elements, heard } = event.transmission;
      const judgement = { verdict, elements };
      const sim = state.sims.find((s) => s.sim_id === event.sim_id);
      // A voice transmission whose final transcript never came still shows what was heard.
      const hasOpenLine = sim?.lines.some((line) => line.speaker === 'learner' && !line.judgement);
      const withLine =
        hasOpenLine || !heard.trim()
          ? state
          : addLine(state, event.sim_id, { speaker: 'learner', text: heard });
      return updateSim(withLine, event.sim_id, (s) => judgeLastLine(s, judgement));
    }
    case 'AUDIO':
      return {
        ...state,
        audio: { ...state.audio, [event.slot]: { url: event.url, volume: event.volume } },
        isMiscAudioPlaying: event.slot === 'misc' ? true : state.isMiscAudioPlaying,
      };
    case 'MISC_AUDIO_ENDED': {
      // The ringing is over: the call is answered, and the answer sound plays once.
      const answer =
        isInCall(state.phase) && state.audio.answer === null ? callSound(state, 'answer_audio') : null;
      return {
        ...state,
        isMiscAudioPlaying: false,
        audio: answer ? { ...state.audio, answer } : state.audio,
      };
    }
    case 'SET_BACKGROUND_VOLUME': {
      const background = state.audio.background;
      if (!background || background.volume_locked) return state;
      return { ...state, audio: { ...state.audio, background: { ...background, volume: event.volume } } };
    }
    case 'TRANSMIT':
      if (event.on && (state.phase !== 'active' || state.isPaused)) return state;
      return { ...state, isTransmitting: event.on, liveTranscript: event.on ? '' : state.liveTranscript };
    case 'END_OF_SPEECH':
      // docs/product/simulations.md: end_of_speech pauses the recorder, unless long-form is on.
      return state.isLongForm ? state : { ...state, isTransmitting: false };
    case 'TOGGLE':
      return { ...state, [event.flag]: !state[event.flag] };
    case 'SELECT_CHAT':
      return event.index >= 0 && event.index < state.sims.length ? { ...state, current: event.index } : state;
    case 'TICK_SECOND':
      if (state.phase !== 'active' || state.isPaused || state.secondsLeft === null) return state;
      return { ...state, secondsLeft: Math.max(0, state.secondsLeft - 1) };
    case 'ENDING_REQUESTED':
      return { ...state, isEndingRequested: true, secondsLeft: event.seconds_left };
    case 'CALL_END':
      if (!isInCall(state.phase)) return state;
      return onCallEnd(state, event.end);
    case 'REJOIN':
      return onRejoin(state, event.source, event.simIds);
    case 'REJOINED':
      return onRejoined(state, event.rejoined);
    case 'COMPLETED':
      return state.phase === 'completing' ? { ...state, phase: 'debrief' } : state;
    case 'RESET':
      return resetState(state, event.kind);
  }
}
