import {
  CallEndSchema,
  CallRejoinedSchema,
  CallStartSchema,
  MultiCallStartSchema,
  MultiTextResultsSchema,
  SIM_EVENTS,
  SimEndingRequestedSchema,
  SimMessageSchema,
  SimResultsSchema,
  SimRefSchema,
  SimTranscriptionSchema,
  TextResultsSchema,
  TurnResultSchema,
  type SimulationType,
} from '@wilco/shared';
import type { ZodType } from 'zod';
import { notify } from '../../../lib/notifications';
import type { SimSocket } from '../api/sim-socket';
import { isInCall } from '../model/machine';
import { rejoinTarget } from '../model/rejoin';
import { isRinging, withTimestamp } from '../model/status-texts';
import { dispatchSim, simState } from '../stores/simulation-store';
import { messageColor, SIM_TEXTS, withCallSoundTimestamps, type ControllerDeps } from './controller-support';

/** Payloads are parsed with the shared schemas; a malformed one is logged and dropped. */
function parsed<T>(schema: ZodType<T>, handler: (payload: T) => void) {
  return (payload: unknown) => {
    const result = schema.safeParse(payload);
    if (!result.success) {
      console.error('A /sim payload failed its schema', result.error.issues);
      return;
    }
    handler(result.data);
  };
}

/** What the socket event handlers need from the controller that owns the socket. */
export type SocketBindings = {
  /** Whether `s` is still the controller's socket (not replaced or closed). */
  isCurrent: (s: SimSocket) => boolean;
  startMode: () => SimulationType;
  closeAudio: () => void;
  recorder: ControllerDeps['recorder'];
  fail: (message: string | null) => void;
  reset: (kind: 'simulation' | 'full') => void;
  onCallEnded: () => void;
  /** docs/product/simulations.md, "Reconnecting": the call (or a group's chats) being taken up on this socket. */
  rejoining: () => number[] | null;
  /** Opens a new socket that takes up `simIds` (one call, or every chat of a group). */
  rejoin: (simIds: number[]) => void;
  /** The server took the call up: a later drop may rejoin again. */
  rejoined: () => void;
};

/** The /sim socket's event wiring: each server event parsed and dispatched to the machine. */
export function bindSimSocket(s: SimSocket, b: SocketBindings) {
  s.on('connect', () => {
    const simIds = b.rejoining();
    if (simIds !== null && b.isCurrent(s)) {
      if (simIds.length > 1) s.emit(SIM_EVENTS.multiRejoin, { sim_ids: simIds });
      else if (simIds[0] !== undefined) s.emit(SIM_EVENTS.rejoin, { sim_id: simIds[0] });
      return;
    }
    const state = simState();
    // A socket that connects after its simulation was reset goes at once.
    if (state.phase !== 'connecting' || !b.isCurrent(s)) {
      s.disconnect();
      return;
    }
    const { source } = state;
    if (source.kind === 'deep_link') {
      s.emit(SIM_EVENTS.start, {
        mode: b.startMode(),
        source: { kind: 'deep_link', deep_link: source.deep_link },
      });
    } else if (source.kind === 'script') {
      s.emit(SIM_EVENTS.start, {
        mode: b.startMode(),
        source: { kind: 'script', script_id: source.script_id, from_order: source.from_order },
      });
    } else if (state.items.length > 1) {
      s.emit(SIM_EVENTS.multiStart, { script_queue_ids: state.items.map((item) => item.script_queue_id) });
    } else if (state.items[0]) {
      s.emit(SIM_EVENTS.start, {
        mode: b.startMode(),
        source: { kind: 'queue', script_queue_id: state.items[0].script_queue_id },
      });
    }
  });
  s.on('connect_error', (error) => {
    console.error('The simulation socket could not connect', error);
    if (b.isCurrent(s)) b.fail(SIM_TEXTS.backendError);
  });
  s.on('disconnect', (reason) => {
    if (!b.isCurrent(s) || !isInCall(simState().phase)) return;
    // docs/product/simulations.md, "Reconnecting": one new connection takes the call up (any
    // server process may answer it); a second drop before it did, or anything else, resets.
    const simIds = b.rejoining() === null ? rejoinTarget(simState(), reason) : null;
    if (simIds === null) b.reset('simulation');
    else b.rejoin(simIds);
  });
  s.on(
    SIM_EVENTS.message,
    parsed(SimMessageSchema, (m) => {
      notify({ message: m.message, color: messageColor(m.type) });
      // An error before any call began answers what this socket asked for: the start (an unknown
      // deep link, an item no longer in the queue) or the rejoin was refused, and nothing will follow.
      const refused = m.type === 'error' && (b.rejoining() !== null || simState().phase === 'connecting');
      if ((m.disconnect || refused) && b.isCurrent(s) && isInCall(simState().phase)) b.reset('simulation');
    }),
  );
  s.on(
    SIM_EVENTS.callStart,
    // The microphone opens on the first press of the talk button (a user gesture), not here.
    parsed(CallStartSchema, (call) =>
      dispatchSim({ type: 'CALL_START', call: withCallSoundTimestamps(call) }),
    ),
  );
  s.on(
    SIM_EVENTS.multiCallStart,
    parsed(MultiCallStartSchema, (m) => dispatchSim({ type: 'MULTI_CALL_START', ...m })),
  );
  s.on(
    SIM_EVENTS.results,
    parsed(SimResultsSchema, (r) => {
      // An empty URL (speech could not be made) leaves the line to the transcript alone.
      if (r.audio_url) {
        const url = withTimestamp(r.audio_url);
        dispatchSim({ type: 'AUDIO', slot: isRinging(r.audio_url) ? 'misc' : 'ai', url, volume: 1 });
      }
      dispatchSim({ type: 'CALLER_LINE', sim_id: r.sim_id, text: r.text });
    }),
  );
  s.on(
    SIM_EVENTS.transcription,
    parsed(SimTranscriptionSchema, (t) => dispatchSim({ type: 'TRANSCRIPTION', ...t })),
  );
  s.on(
    SIM_EVENTS.endOfSpeech,
    parsed(SimRefSchema, () => {
      if (simState().isLongForm) return;
      b.closeAudio();
      dispatchSim({ type: 'END_OF_SPEECH' });
      void b.recorder.pause().catch(() => {});
    }),
  );
  s.on(
    SIM_EVENTS.endingRequested,
    parsed(SimEndingRequestedSchema, (e) =>
      dispatchSim({ type: 'ENDING_REQUESTED', seconds_left: e.seconds_left }),
    ),
  );
  s.on(
    SIM_EVENTS.textResults,
    parsed(TextResultsSchema, (t) =>
      dispatchSim({ type: 'CALLER_LINE', sim_id: t.simulation_id, text: t.response }),
    ),
  );
  s.on(
    SIM_EVENTS.multiTextResults,
    parsed(MultiTextResultsSchema, (t) =>
      dispatchSim({ type: 'CALLER_LINE', sim_id: t.simulation_id, text: t.response }),
    ),
  );
  s.on(
    SIM_EVENTS.turnResult,
    parsed(TurnResultSchema, (t) =>
      dispatchSim({ type: 'TURN_RESULT', sim_id: t.sim_id, transmission: t.transmission }),
    ),
  );
  s.on(
    SIM_EVENTS.callRejoined,
    parsed(CallRejoinedSchema, (rejoined) => {
      if (!b.isCurrent(s)) return;
      // A group's chats arrive one by one: the learner is told once.
      const first = b.rejoining() !== null;
      b.rejoined();
      // The view is rebuilt from what the server holds (a reloaded page had nothing to show).
      dispatchSim({
        type: 'REJOINED',
        rejoined: { ...rejoined, call: withCallSoundTimestamps(rejoined.call) },
      });
      if (first) notify({ message: SIM_TEXTS.rejoined, color: 'info' });
    }),
  );
  s.on(
    SIM_EVENTS.callEnd,
    parsed(CallEndSchema, (end) => {
      dispatchSim({ type: 'CALL_END', end });
      b.onCallEnded();
    }),
  );
}
