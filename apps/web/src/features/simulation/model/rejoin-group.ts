import type { CallRejoined, CallStart, ScenarioQueueItem } from '@wilco/shared';
import { emptySim, withCall, type Line, type SimState } from './sim-state';

/** The queue item a rejoined call plays, as far as its `call_start` tells (its completion needs the id). */
export function itemOf(call: CallStart): ScenarioQueueItem | null {
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

/** The transcript the server sent, as the view's lines, numbered from `firstId`. */
export function linesOf(rejoined: CallRejoined, firstId: number): Line[] {
  return rejoined.transcript.map((line, i) => ({
    id: firstId + i,
    speaker: line.speaker,
    text: line.text,
    ...(line.judgement ? { judgement: line.judgement } : {}),
  }));
}

/**
 * docs/product/simulations.md, "Reconnecting": a multi-chat group taken up after a reload. Its chats
 * are placed from `?sim=` in the group's order before the server answers, each still connecting: the
 * group cannot enter its completion before every chat has arrived (`call_rejoined`, then `call_end`
 * for a chat that had already ended).
 */
export function groupPlaceholders(
  simIds: number[],
): Pick<SimState, 'sims' | 'isMultiChat' | 'simulationType'> {
  return {
    sims: simIds.map((simId, i) => ({ ...emptySim(i, null), sim_id: simId })),
    isMultiChat: true,
    simulationType: 'chat',
  };
}

/**
 * One chat of the group arrived: its pane is rebuilt from what the server sent (the scenario, its
 * queue item, the transcript so far), the others stay as they are. A chat the group does not hold is
 * ignored.
 */
export function onGroupChatRejoined(state: SimState, rejoined: CallRejoined): SimState {
  const { call } = rejoined;
  const at = state.sims.findIndex((sim) => sim.sim_id === call.sim_id);
  if (at < 0) return state;
  const lines = linesOf(rejoined, state.nextLineId);
  const sims = state.sims.map((sim, i) =>
    i === at
      ? {
          ...withCall(
            {
              ...sim,
              item: sim.item ?? itemOf(call),
              scenario_name: sim.scenario_name || call.scenario_name,
            },
            call,
          ),
          lines,
          end: null,
        }
      : sim,
  );
  const items = sims.flatMap((sim): ScenarioQueueItem[] => (sim.item ? [sim.item] : []));
  return {
    ...state,
    phase: 'active',
    countdown: 0,
    call: state.call ?? call,
    simulationType: 'chat',
    isMultiChat: true,
    queueDisplay: call.queue_display,
    items: items.length === sims.length ? items : state.items,
    sims,
    // Each chat keeps its own clock on the server; the header shows a live one's.
    secondsLeft: rejoined.seconds_left ?? state.secondsLeft,
    isPaused: false,
    isTransmitting: false,
    isEndingRequested: false,
    liveTranscript: '',
    nextLineId: state.nextLineId + lines.length,
  };
}
