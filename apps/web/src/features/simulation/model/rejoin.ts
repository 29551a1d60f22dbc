import type { CallRejoined, CallStart, ScenarioQueueItem } from '@wilco/shared';
import { emptySim, isInCall, withCall, type Line, type SimState, type Source } from './sim-state';

/** Disconnects the client asked for, or the server made (a revoked session): nothing to rejoin. */
const DELIBERATE = new Set(['io client disconnect', 'io server disconnect']);

/**
 * docs/product/simulations.md, "Reconnecting": the call a dropped connection takes up again on a
 * new one (which may reach another server process), or null when the simulation resets instead:
 * a deliberate disconnect, a multi-chat group, an author's test-play, or no live call.
 */
export function rejoinTarget(state: Pick<SimState, 'sims' | 'source'>, reason: string): number | null {
  if (DELIBERATE.has(reason) || state.source.kind === 'script' || state.sims.length !== 1) return null;
  const [sim] = state.sims;
  return sim && sim.sim_id !== null && sim.status === 'active' ? sim.sim_id : null;
}

/**
 * What `?sim=` should say (docs/decisions/035-one-player-machine.md, "The simulation views"): the
 * id of the call that runs, null once no call runs (the parameter goes), or undefined to leave the URL
 * as it is (a call being set up or taken up; a test-play, which cannot be rejoined).
 */
export function simParamOf(state: Pick<SimState, 'phase' | 'sims' | 'source'>): string | null | undefined {
  if (state.source.kind === 'script') return undefined;
  const target = rejoinTarget(state, 'transport close');
  if (isInCall(state.phase)) return target === null ? undefined : String(target);
  return null;
}

/** A page opened on a running call (`?sim=`): it connects and takes the call up, without the queue. */
export function onRejoin(state: SimState, source: Source): SimState {
  if (state.phase !== 'idle' || source.kind === 'script') return state;
  return { ...state, phase: 'connecting', source };
}

/** The queue item a rejoined call plays, as far as its `call_start` tells (its completion needs the id). */
function itemOf(call: CallStart): ScenarioQueueItem | null {
  if (call.script_queue_id === null) return null;
  return {
    script_queue_id: call.script_queue_id,
    script_id: call.script_id,
    tenant_script_id: call.tenant_script_id,
    script_name: call.script_name,
    playlist_order: 0,
    queue_display: call.queue_display,
    conversation_context: call.conversation_context,
    script_type: call.simulation_type,
  };
}

/**
 * The server took the call up (`call_rejoined`): the view is rebuilt from what it sent, the same
 * whether this page lost its connection or was opened afresh: the scenario, the transcript so far
 * and an open learner's turn, with the time the server says is left. The server's call is not paused
 * (a rejoin resumes it) and no transmission is open, so neither is the view's.
 */
export function onRejoined(state: SimState, rejoined: CallRejoined): SimState {
  if (!isInCall(state.phase) || state.sims.length > 1) return state;
  const { call } = rejoined;
  const [known] = state.sims;
  const base =
    known?.sim_id === call.sim_id
      ? known
      : { ...emptySim(0, itemOf(call)), scenario_name: call.scenario_name };
  const lines: Line[] = rejoined.transcript.map((line, i) => ({
    id: state.nextLineId + i,
    speaker: line.speaker,
    text: line.text,
    ...(line.judgement ? { judgement: line.judgement } : {}),
  }));
  const bg = call.audios.bg_audio;
  return {
    ...state,
    phase: 'active',
    countdown: 0,
    // A page that kept its call keeps its header (and the sounds' timestamps).
    call: state.call ?? call,
    simulationType: call.simulation_type,
    isMultiChat: false,
    queueDisplay: call.queue_display,
    items: state.items.length ? state.items : base.item ? [base.item] : [],
    sims: [{ ...withCall(base, call), lines }],
    current: 0,
    secondsLeft: rejoined.seconds_left,
    isPaused: false,
    isTransmitting: false,
    isEndingRequested: false,
    liveTranscript: '',
    audio: { ...state.audio, background: state.audio.background ?? (bg ? { ...bg } : null) },
    nextLineId: state.nextLineId + lines.length,
  };
}
