import type {
  CallEnd,
  CallStart,
  DebriefExchange,
  SimMultiRejoin,
  SimMultiStart,
  SimRef,
  SimStart,
  SimulationType,
} from '@wilco/shared';
import { SIM_EVENTS, showsModelAnswers } from '@wilco/shared';
import type { SimulationConfig } from '../../config/app-config';
import { callerVoice, pickVoice, type CallSounds } from '../../engines/simulation/caller-voice';
import { createSimulationEngine, type SimulationEngine } from '../../engines/simulation/engine';
import { isEnded } from '../../engines/simulation/machine';
import { transcriptOf } from '../../engines/simulation/transcript';
import type { Judge, Recognizer, SimSink } from '../../engines/simulation/types';
import type { TextToSpeech } from '../../engines/speech/tts';
import { badRequest, conflict } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { PreparedSim, RejoinedChat, SimService } from './sim.service';

type Log = { warn: (obj: object, msg: string) => void };

export type SimConnectionDeps = {
  auth: AuthContext;
  /** This connection's claim on the calls it runs (docs/product/simulations.md, "Reconnecting"). */
  claim: string;
  service: SimService;
  config: SimulationConfig;
  sink: SimSink;
  judge: Judge;
  tts: TextToSpeech;
  callSounds: () => Promise<CallSounds | null>;
  recognizer: Recognizer;
  log: Log;
};

/** A cache-busting timestamp on an audio URL (docs/product/simulations.md, "Voice"). */
export const stamp = (url: string) => `${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`;

function callStartOf(
  sim: PreparedSim,
  mode: SimulationType,
  voiceName: string,
  sounds: CallSounds | null,
): CallStart {
  const { row, script, queueItem } = sim;
  const voice = mode === 'voice';
  const bg = script.bg_audio;
  return {
    sim_id: row.sim_id,
    tenant_sim_id: row.tenant_sim_id,
    tenant_script_id: script.tenant_script_id,
    queue_display: queueItem?.queue_display ?? 'SCENARIO_ID',
    script_name: script.name,
    scenario_name: script.name,
    voice: { display_name: voice ? voiceName : '' },
    audios: {
      bg_audio:
        voice && bg
          ? { url: stamp(bg.url), volume: bg.volume, volume_locked: bg.volume_locked ?? false }
          : null,
      answer_audio: voice && sounds ? { url: stamp(sounds.answerUrl), volume: 1 } : null,
      hangup_audio: voice && sounds ? { url: stamp(sounds.hangupUrl), volume: 1 } : null,
    },
    // docs/decisions/015-sim-socket.md: what the learner must say is sent only when the
    // scenario is a practice one that shows the model answer.
    questions: sim.turns.map((t) => ({
      resp_type: t.response_type,
      flag: t.flag,
      input: showsModelAnswers(script) ? t.input : '',
    })),
    script_id: script.script_id,
    script_queue_id: queueItem?.script_queue_id ?? null,
    simulation_type: mode,
    outbound: script.outbound,
    conversation_display_name: script.conversation_display_name,
    conversation_context: script.conversation_context,
    time_limit_seconds: sim.timeLimitSeconds,
  };
}

/**
 * The simulations of one /sim connection (docs/product/simulations.md, "Connection and checks"): one voice
 * simulation at a time, or several chats of one multi-chat group. A sim_id that is not one of
 * this connection's is refused, whoever owns it.
 */
export function createSimConnection(deps: SimConnectionDeps) {
  /** `resumable`: a call (not a test-play) waits for a rejoin when the socket drops. */
  const engines = new Map<number, { engine: SimulationEngine; type: SimulationType; resumable: boolean }>();
  let starting = false;
  let closed = false;
  const live = () => [...engines.values()].filter((e) => !isEnded(e.engine.state));

  function engineOf(simId: number): SimulationEngine {
    const found = engines.get(simId);
    if (!found) throw badRequest(`Simulation ${simId} is not one of this connection's simulations`);
    return found.engine;
  }

  function refuseSecondStart(mode: SimulationType) {
    if (starting) throw conflict('A simulation is already starting');
    const running = live();
    if (running.some((e) => e.type === 'voice'))
      throw conflict('A voice simulation is already running: end it before starting another');
    if (mode === 'voice' && running.length)
      throw conflict('Simulations are already running: end them before starting a voice simulation');
  }

  async function launch(sim: PreparedSim, mode: SimulationType, multi: boolean, stored?: DebriefExchange[]) {
    const sounds = mode === 'voice' ? await deps.callSounds() : null;
    const station = sim.script.conversation_display_name;
    const picked = pickVoice(sim.script.caller_profile ?? null, station, sim.script.selected_voice_profiles);
    const ringingUrl = sounds?.ringingUrl ?? '/media/ringing.mp3';
    const engine = createSimulationEngine(
      {
        sim_id: sim.row.sim_id,
        type: mode,
        outbound: sim.script.outbound,
        multi,
        turns: sim.turns,
        station,
        callStart: callStartOf(sim, mode, picked.display_name, sounds),
      },
      {
        minConfidence: deps.config.minConfidence,
        maxAttempts: deps.config.maxAttempts,
        timeLimitSeconds: sim.timeLimitSeconds,
        warnSeconds: deps.config.warnSeconds,
      },
      {
        sink: deps.sink,
        store: deps.service.storeFor(deps.auth, sim, deps.claim),
        judge: deps.judge,
        voice: mode === 'voice' ? callerVoice(deps.tts, picked, ringingUrl) : undefined,
        recognizer: mode === 'voice' ? deps.recognizer : undefined,
        log: deps.log,
      },
      stored,
    );
    const resumable = !sim.testPlay;
    engines.set(sim.row.sim_id, { engine, type: mode, resumable });
    await (stored ? engine.rejoin() : engine.start());
    // The socket went away while this call was starting.
    if (closed) await (resumable ? engine.suspend() : engine.disconnect());
  }

  /** A chat that ended before the drop: its call as it was, then its end. */
  function sendEnded({ sim, ended }: RejoinedChat & { ended: CallEnd }) {
    const call = callStartOf(sim, 'chat', '', null);
    const transcript = transcriptOf(sim.turns, sim.exchanges, sim.script.outbound);
    deps.sink.emit(SIM_EVENTS.callRejoined, {
      sim_id: sim.row.sim_id,
      order: sim.turns[sim.turns.length - 1]!.order,
      attempts: 0,
      seconds_left: null,
      call,
      transcript,
      turn: 'learner',
      last_caller_line: transcript.findLast((l) => l.speaker === 'caller')?.text ?? null,
    });
    deps.sink.emit(SIM_EVENTS.callEnd, ended);
  }

  return {
    async start({ mode, source }: SimStart) {
      refuseSecondStart(mode);
      starting = true;
      try {
        const sim = await deps.service.start(deps.auth, mode, source, deps.claim);
        await launch(sim, mode, false);
      } finally {
        starting = false;
      }
    },

    async startMulti({ script_queue_ids }: SimMultiStart) {
      refuseSecondStart('chat');
      starting = true;
      try {
        const sims = await deps.service.startGroup(deps.auth, script_queue_ids, deps.claim);
        for (const sim of sims) await launch(sim, 'chat', true);
      } finally {
        starting = false;
      }
    },

    /** docs/product/simulations.md, "Reconnecting": a live call of this learner, taken up here. */
    async rejoin({ sim_id }: SimRef) {
      if (engines.has(sim_id)) throw conflict('This simulation is already on this connection');
      const sim = await deps.service.rejoin(deps.auth, sim_id, deps.claim);
      const mode = sim.row.simulation_type;
      refuseSecondStart(mode);
      starting = true;
      try {
        await launch(sim, mode, false, sim.exchanges);
      } finally {
        starting = false;
      }
    },

    /**
     * docs/product/simulations.md, "Reconnecting": a multi-chat group of this learner, taken up here
     * in the group's order; a chat that had ended is sent as it ended, so the page shows every chat.
     */
    async rejoinMulti({ sim_ids }: SimMultiRejoin) {
      if (sim_ids.some((id) => engines.has(id))) throw conflict('This group is already on this connection');
      refuseSecondStart('chat');
      starting = true;
      try {
        const chats = await deps.service.rejoinGroup(deps.auth, sim_ids, deps.claim);
        for (const chat of chats) {
          if (chat.ended) sendEnded(chat as RejoinedChat & { ended: CallEnd });
          else await launch(chat.sim, 'chat', true, chat.sim.exchanges);
        }
      } finally {
        starting = false;
      }
    },

    text: (simId: number, text: string) => engineOf(simId).text(text),
    transmitStart: (simId: number) => engineOf(simId).transmitStart(),
    transmitEnd: (simId: number) => engineOf(simId).transmitEnd(),
    pause: (simId: number) => engineOf(simId).pause(),
    resume: (simId: number) => engineOf(simId).resume(),
    hangup: (simId: number) => engineOf(simId).hangup(),

    /** Audio goes to the one voice simulation with an open transmission; a refusal otherwise. */
    audio(pcm: Int16Array): string | null {
      const voice = live().find((e) => e.type === 'voice');
      if (!voice) return 'Start a voice simulation and press push-to-talk before sending audio';
      return voice.engine.audio(pcm);
    },

    /** The session was revoked (or the account, trial or maintenance stopped it). */
    sessionEnded: () => Promise.all(live().map((e) => e.engine.sessionEnded())).then(() => undefined),
    /**
     * The socket went away: a call, or each chat of a group, waits for a rejoin (docs/product/simulations.md,
     * "Reconnecting"); test-plays end as abandoned. Judged turns are stored.
     */
    close: () => {
      closed = true;
      return Promise.all(live().map((e) => (e.resumable ? e.engine.suspend() : e.engine.disconnect()))).then(
        () => undefined,
      );
    },
  };
}
