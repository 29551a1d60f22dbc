import type { QueryClient } from '@tanstack/react-query';
import { queueEntryItems, SIM_EVENTS, type ScenarioQueueItem, type SimulationType } from '@wilco/shared';
import { recorder as pageRecorder } from '../../../lib/audio';
import { notify } from '../../../lib/notifications';
import { usePracticeSession } from '../../../lib/practice-session';
import { acknowledgeRecording } from '../api/acknowledge-recording';
import { completeSimulation } from '../api/complete-simulation';
import { queueQueryOptions } from '../api/get-queue';
import { simRecordingAcknowledgedQueryOptions } from '../api/get-recording-acknowledged';
import { scenarioQueryOptions } from '../api/get-scenario';
import { simulationsQueryOptions } from '../api/get-simulations';
import { createSimSocket, type SimSocket } from '../api/sim-socket';
import { isInCall, isStandalone, type Source } from '../model/machine';
import { dispatchSim, simState } from '../stores/simulation-store';
import { SIM_TEXTS, type ControllerDeps } from './controller-support';
import { bindSimSocket } from './sim-socket-events';
import { simulationKeys } from '../api/simulation-keys';

export { messageColor, SIM_TEXTS, withCallSoundTimestamps, type ControllerDeps } from './controller-support';

/**
 * The side effects of the simulation flow (docs/product/simulations.md "Web client"): HTTP reads
 * and writes, the /sim socket and the recorder. It never decides a phase: it dispatches events
 * to the machine and reads the state back.
 */
export function createSimulationController(deps: ControllerDeps) {
  let socket: SimSocket | null = null;
  /** The start payload sent once the socket connects. */
  let startMode: SimulationType = 'chat';
  /** Audio flows to the server between sim_transmit_start and sim_transmit_end. */
  let isAudioOpen = false;
  let run = 0;
  /** docs/product/simulations.md, "Reconnecting": the call (or a group's chats) a new socket is taking up. */
  let rejoining: number[] | null = null;

  const closeSocket = () => {
    const current = socket;
    socket = null;
    isAudioOpen = false;
    if (!current) return;
    current.off();
    current.disconnect();
  };

  const teardown = () => {
    rejoining = null;
    closeSocket();
    void deps.recorder.reset();
    usePracticeSession.getState().setActive(false);
  };

  const reset = (kind: 'simulation' | 'full') => {
    run += 1;
    const { phase, sims } = simState();
    // Leaving mid-call hangs up first, so the server keeps what was judged and ends cleanly.
    if (socket?.connected && isInCall(phase)) {
      for (const sim of sims)
        if (sim.sim_id !== null && sim.status === 'active')
          socket.emit(SIM_EVENTS.hangup, { sim_id: sim.sim_id });
    }
    teardown();
    dispatchSim({ type: 'RESET', kind });
  };

  const fail = (message: string | null) => {
    if (message) notify({ message, color: 'error' });
    reset('simulation');
  };

  const sink = {
    onChunk: (chunk: ArrayBuffer) => {
      if (socket?.connected && isAudioOpen) socket.emit(SIM_EVENTS.audio, chunk);
    },
    isWaitingForFinal: () => false,
  };

  const complete = async () => {
    const started = run;
    const userId = deps.userId();
    const { sims } = simState();
    try {
      // Once per simulation, in index order (multi-chat); never for a deep link.
      for (const sim of sims) {
        if (!sim.item || sim.sim_id === null || !sim.end) continue;
        if (sim.end.status !== 'completed' && !sim.end.queue_completed) continue;
        if (userId === null) throw new Error('No signed-in user');
        await completeSimulation({
          user_id: userId,
          script_queue_id: sim.item.script_queue_id,
          sim_id: sim.sim_id,
        });
      }
    } catch (error) {
      console.error('Completing the simulation failed', error);
      if (started === run) fail(SIM_TEXTS.completeError);
      return;
    }
    if (started !== run) return;
    dispatchSim({ type: 'COMPLETED' });
    void deps.queryClient.invalidateQueries({ queryKey: simulationKeys.queues });
    void deps.queryClient.invalidateQueries({ queryKey: simulationsQueryOptions().queryKey });
  };

  const onCallEnded = () => {
    const { phase } = simState();
    if (phase === 'completing') {
      teardown();
      void complete();
    } else if (phase === 'deep-link-done') {
      teardown();
      void deps.queryClient.invalidateQueries({ queryKey: simulationsQueryOptions().queryKey });
    }
  };

  const bind = (s: SimSocket) =>
    bindSimSocket(s, {
      isCurrent: (candidate) => socket === candidate,
      startMode: () => startMode,
      closeAudio: () => {
        isAudioOpen = false;
      },
      recorder: deps.recorder,
      fail,
      reset,
      onCallEnded,
      rejoining: () => rejoining,
      rejoin: (simIds) => {
        rejoining = simIds;
        // A transmission open when the line dropped is lost: the learner presses again.
        void deps.recorder.pause().catch(() => {});
        connect();
      },
      rejoined: () => {
        rejoining = null;
      },
    });

  const connect = () => {
    closeSocket();
    const s = deps.createSocket();
    socket = s;
    bind(s);
    usePracticeSession.getState().setActive(true);
    s.connect();
  };

  const loadQueueAndScenarios = async (started: number) => {
    const userId = deps.userId();
    let items: ScenarioQueueItem[];
    try {
      if (userId === null) throw new Error('No signed-in user');
      const queue = await deps.queryClient.fetchQuery(queueQueryOptions(userId));
      if (started !== run) return;
      if (!queue[0]) {
        fail(SIM_TEXTS.emptyQueue);
        return;
      }
      items = queueEntryItems(queue[0]);
    } catch (error) {
      console.error('Loading the queue failed', error);
      if (started === run) fail(SIM_TEXTS.queueError);
      return;
    }
    startMode = items.length > 1 || items[0]?.script_type !== 'voice' ? 'chat' : 'voice';
    dispatchSim({ type: 'QUEUE_LOADED', items });
    try {
      // One scenario read per item (multi-chat loads each one).
      const scenarios = await Promise.all(
        items.map((item) => deps.queryClient.fetchQuery(scenarioQueryOptions(item.script_id))),
      );
      if (started !== run) return;
      if (scenarios.some((scenario) => !scenario.conversation_context?.trim()))
        notify({ message: SIM_TEXTS.noContext, color: 'error' });
      dispatchSim({
        type: 'SCENARIOS_LOADED',
        scenarios: scenarios.map((s) => ({
          script_id: s.script_id,
          name: s.name,
          conversation_display_name: s.conversation_display_name,
          conversation_context: s.conversation_context,
        })),
      });
    } catch (error) {
      console.error('Loading the scenario failed', error);
      if (started === run) fail(SIM_TEXTS.scenarioError);
      return;
    }
    connect();
  };

  const afterAcknowledged = (started: number) => {
    if (isStandalone(simState().source)) connect();
    else void loadQueueAndScenarios(started);
  };

  const start = async (source: Source, mode: SimulationType | null = null) => {
    const { phase } = simState();
    if (phase !== 'idle' && phase !== 'debrief' && phase !== 'deep-link-done') return;
    teardown();
    run += 1;
    const started = run;
    startMode = mode ?? 'chat';
    dispatchSim({ type: 'START', source, simulationType: mode, items: [] });
    try {
      const ack = await deps.queryClient.fetchQuery(simRecordingAcknowledgedQueryOptions());
      if (started !== run) return;
      dispatchSim({ type: 'ACK_LOADED', acknowledged: ack.recording_acknowledged });
      if (ack.recording_acknowledged) afterAcknowledged(started);
    } catch (error) {
      // docs/product/simulations.md: acknowledgement failures reset silently.
      console.error('Reading the recording acknowledgement failed', error);
      if (started === run) fail(null);
    }
  };

  /**
   * docs/product/simulations.md, "Reconnecting": a page opened on a running call (`?sim=`, after a
   * reload) takes it up on a new socket, without the queue or the acknowledgement (given when the call
   * began): one call, or every chat of a multi-chat group. The server answers only the learner's own
   * live call or group; a refusal resets to the start view.
   */
  const resume = (simIds: number[], source: Source) => {
    if (simState().phase !== 'idle' || source.kind === 'script' || simIds.length === 0) return;
    teardown();
    run += 1;
    dispatchSim({ type: 'REJOIN', source, simIds });
    rejoining = simIds;
    connect();
  };

  const confirmAcknowledgement = async () => {
    const started = run;
    dispatchSim({ type: 'ACK_CONFIRMED' });
    try {
      await acknowledgeRecording();
    } catch (error) {
      console.error('Saving the recording acknowledgement failed', error);
      if (started === run) fail(null);
      return;
    }
    if (started !== run) return;
    deps.queryClient.setQueryData(simRecordingAcknowledgedQueryOptions().queryKey, {
      recording_acknowledged: true,
    });
    dispatchSim({ type: 'ACK_POSTED' });
    afterAcknowledged(started);
  };

  const currentSimId = (): number | null => {
    const { sims, current } = simState();
    return sims[current]?.sim_id ?? null;
  };

  const transmitStart = async () => {
    const simId = currentSimId();
    const state = simState();
    if (simId === null || state.isTransmitting || state.phase !== 'active' || state.isPaused || !socket)
      return;
    dispatchSim({ type: 'TRANSMIT', on: true });
    if (!simState().isTransmitting) return;
    socket.emit(SIM_EVENTS.transmitStart, { sim_id: simId });
    isAudioOpen = true;
    try {
      await deps.recorder.initialize(sink);
      await deps.recorder.start();
    } catch (error) {
      console.error('The microphone could not start', error);
      isAudioOpen = false;
      dispatchSim({ type: 'TRANSMIT', on: false });
      socket?.emit(SIM_EVENTS.transmitEnd, { sim_id: simId });
    }
  };

  const transmitEnd = async () => {
    const simId = currentSimId();
    if (simId === null) return;
    const wasOpen = isAudioOpen || simState().isTransmitting;
    dispatchSim({ type: 'TRANSMIT', on: false });
    if (!wasOpen) return;
    // What the worklet still holds belongs to this transmission.
    await deps.recorder.flush().catch(() => {});
    isAudioOpen = false;
    await deps.recorder.stop().catch(() => {});
    socket?.emit(SIM_EVENTS.transmitEnd, { sim_id: simId });
  };

  return {
    start,
    resume,
    confirmAcknowledgement,
    cancelAcknowledgement: () => reset('simulation'),
    reset,
    transmitStart,
    transmitEnd,
    sendText(simId: number, text: string) {
      const trimmed = text.trim();
      if (!trimmed || !socket) return;
      dispatchSim({ type: 'LEARNER_TEXT', sim_id: simId, text: trimmed });
      socket.emit(SIM_EVENTS.text, { sim_id: simId, text: trimmed });
    },
    async togglePause() {
      const simId = currentSimId();
      if (simId === null || !socket) return;
      if (simState().isTransmitting) await transmitEnd();
      socket.emit(simState().isPaused ? SIM_EVENTS.resume : SIM_EVENTS.pause, { sim_id: simId });
      dispatchSim({ type: 'TOGGLE', flag: 'isPaused' });
    },
    hangup(simId: number) {
      socket?.emit(SIM_EVENTS.hangup, { sim_id: simId });
    },
  };
}

export type SimulationController = ReturnType<typeof createSimulationController>;

export const browserControllerDeps = (
  queryClient: QueryClient,
  userId: () => number | null,
): ControllerDeps => ({
  queryClient,
  userId,
  createSocket: createSimSocket,
  recorder: pageRecorder,
});
