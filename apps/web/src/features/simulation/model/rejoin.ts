import type { CallRejoined } from '@wilco/shared';
import { groupPlaceholders, itemOf, linesOf, onGroupChatRejoined } from './rejoin-group';
import { emptySim, isInCall, withCall, type SimState, type Source } from './sim-state';

/** Disconnects the client asked for, or the server made (a revoked session): nothing to rejoin. */
const DELIBERATE = new Set(['io client disconnect', 'io server disconnect']);

/**
 * docs/product/simulations.md, "Reconnecting": the calls a dropped connection takes up again on a
 * new one (which may reach another server process): one call, or every chat of a multi-chat group
 * (ended ones too: the server sends them as they ended). Null when the simulation resets instead: a
 * deliberate disconnect, an author's test-play, a call not yet started, or nothing left live.
 */
export function rejoinTarget(state: Pick<SimState, 'sims' | 'source'>, reason: string): number[] | null {
  if (DELIBERATE.has(reason) || state.source.kind === 'script' || state.sims.length === 0) return null;
  const ids = state.sims.flatMap((sim) => (sim.sim_id === null ? [] : [sim.sim_id]));
  if (ids.length !== state.sims.length || !state.sims.some((sim) => sim.status === 'active')) return null;
  return ids;
}

/**
 * What `?sim=` should say (docs/decisions/035-one-player-machine.md, "The simulation views"): the
 * id of the call that runs (the ids of a multi-chat group, comma-separated, in the group's order),
 * null once no call runs (the parameter goes), or undefined to leave the URL as it is (a call being
 * set up or taken up; a test-play, which cannot be rejoined).
 */
export function simParamOf(state: Pick<SimState, 'phase' | 'sims' | 'source'>): string | null | undefined {
  if (state.source.kind === 'script') return undefined;
  const target = rejoinTarget(state, 'transport close');
  if (isInCall(state.phase)) return target === null ? undefined : target.join(',');
  return null;
}

/**
 * A page opened on a running call (`?sim=`): it connects and takes the call up, without the queue. A
 * group's chats are placed at once, in their order, each waiting for its own `call_rejoined`.
 */
export function onRejoin(state: SimState, source: Source, simIds: number[] = []): SimState {
  if (state.phase !== 'idle' || source.kind === 'script') return state;
  if (simIds.length < 2) return { ...state, phase: 'connecting', source };
  return { ...state, phase: 'connecting', source, ...groupPlaceholders(simIds) };
}

/**
 * The server took the call up (`call_rejoined`): the view is rebuilt from what it sent, the same
 * whether this page lost its connection or was opened afresh: the scenario, the transcript so far
 * and an open learner's turn, with the time the server says is left. The server's call is not paused
 * (a rejoin resumes it) and no transmission is open, so neither is the view's.
 */
export function onRejoined(state: SimState, rejoined: CallRejoined): SimState {
  if (!isInCall(state.phase)) return state;
  if (state.sims.length > 1) return onGroupChatRejoined(state, rejoined);
  const { call } = rejoined;
  const [known] = state.sims;
  const base =
    known?.sim_id === call.sim_id
      ? known
      : { ...emptySim(0, itemOf(call)), scenario_name: call.scenario_name };
  const lines = linesOf(rejoined, state.nextLineId);
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
