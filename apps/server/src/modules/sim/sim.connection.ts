import type {
  CallStart,
  DebriefExchange,
  SimMultiStart,
  SimRef,
  SimStart,
  SimulationType,
} from '@wilco/shared';
import type { SimulationConfig } from '../../config/app-config';
import { callerVoice, pickVoice, type CallSounds } from '../../engines/simulation/caller-voice';
import { createSimulationEngine, type SimulationEngine } from '../../engines/simulation/engine';
import { isEnded } from '../../engines/simulation/machine';
import type { Judge, Recognizer, SimSink } from '../../engines/simulation/types';
import type { TextToSpeech } from '../../engines/speech/tts';
import type { AuthContext } from '../../plugins/access';
import type { PreparedSim, SimGroup, SimService } from './sim.service';

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
      bg_audio: voice && bg ? { ...bg, url: stamp(bg.url) } : null,
      answer_audio: voice && sounds ? { url: stamp(sounds.answerUrl), volume: 1 } : null,
      hangup_audio: voice && sounds ? { url: stamp(sounds.hangupUrl), volume: 1 } : null,
    },
    // docs/decisions/015-sim-socket.md: what the learner must say is sent only when the
    // scenario is a practice one that shows the model answer.
    questions: sim.turns.map((t) => ({
      resp_type: t.response_type,
      flag: t.flag,
      input: script.practice && script.show_model_simulation ? t.input : '',
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
  /** `resumable`: a single call (not a multi-chat group, not a test-play) waits for a rejoin when the socket drops. */
  const engines = new Map<number, { engine: SimulationEngine; type: SimulationType; resumable: boolean }>();
  let starting = false;
  let closed = false;
  const live = () => [...engines.values()].filter((e) => !isEnded(e.engine.state));

  function engineOf(simId: number): SimulationEngine {
    const found = engines.get(simId);
    if (!found) throw new Error(`Simulation ${simId} is not one of this connection's simulations`);
    return found.engine;
  }

  function refuseSecondStart(mode: SimulationType) {
    if (starting) throw new Error('A simulation is already starting');
    const running = live();
    if (running.some((e) => e.type === 'voice'))
      throw new Error('A voice simulation is already running: end it before starting another');
    if (mode === 'voice' && running.length)
      throw new Error('Simulations are already running: end them before starting a voice simulation');
  }

  async function launch(
    sim: PreparedSim,
    mode: SimulationType,
    group: SimGroup | null,
    stored?: DebriefExchange[],
  ) {
    const sounds = mode === 'voice' ? await deps.callSounds() : null;
    const station = sim.script.conversation_display_name;
    const picked = pickVoice(sim.script.caller_profile ?? null, station, sim.script.selected_voice_profiles);
    const ringingUrl = sounds?.ringingUrl ?? '/media/ringing.mp3';
    const engine = createSimulationEngine(
      {
        sim_id: sim.row.sim_id,
        type: mode,
        outbound: sim.script.outbound,
        multi: group !== null,
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
        store: deps.service.storeFor(deps.auth, sim, group, deps.claim),
        judge: deps.judge,
        voice: mode === 'voice' ? callerVoice(deps.tts, picked, ringingUrl) : undefined,
        recognizer: mode === 'voice' ? deps.recognizer : undefined,
        log: deps.log,
      },
      stored,
    );
    const resumable = group === null && !sim.testPlay;
    engines.set(sim.row.sim_id, { engine, type: mode, resumable });
    await (stored ? engine.rejoin() : engine.start());
    // The socket went away while this call was starting.
    if (closed) await (resumable ? engine.suspend() : engine.disconnect());
  }

  return {
    async start({ mode, source }: SimStart) {
      refuseSecondStart(mode);
      starting = true;
      try {
        const sim = await deps.service.start(deps.auth, mode, source, deps.claim);
        await launch(sim, mode, null);
      } finally {
        starting = false;
      }
    },

    async startMulti({ script_queue_ids }: SimMultiStart) {
      refuseSecondStart('chat');
      starting = true;
      try {
        const sims = await deps.service.startGroup(deps.auth, script_queue_ids, deps.claim);
        const group: SimGroup = {
          members: sims.map((s) => ({
            simId: s.row.sim_id,
            scriptQueueId: s.queueItem!.script_queue_id,
            ended: null,
          })),
        };
        for (const sim of sims) await launch(sim, 'chat', group);
      } finally {
        starting = false;
      }
    },

    /** docs/product/simulations.md, "Reconnecting": a live call of this learner, taken up here. */
    async rejoin({ sim_id }: SimRef) {
      if (engines.has(sim_id)) throw new Error('This simulation is already on this connection');
      const sim = await deps.service.rejoin(deps.auth, sim_id, deps.claim);
      const mode = sim.row.simulation_type;
      refuseSecondStart(mode);
      starting = true;
      try {
        await launch(sim, mode, null, sim.exchanges);
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
     * The socket went away: a single call waits for a rejoin (docs/product/simulations.md,
     * "Reconnecting"); the chats of a group and test-plays end as abandoned. Judged turns are stored.
     */
    close: () => {
      closed = true;
      return Promise.all(live().map((e) => (e.resumable ? e.engine.suspend() : e.engine.disconnect()))).then(
        () => undefined,
      );
    },
  };
}
