import { SIM_EVENTS, type CallEnd, type DebriefExchange, type Transmission } from '@wilco/shared';
import { isEnded, transition, type SimAction, type SimState } from './machine';
import { openExchange, positionOf, scoreOf, turnOutcome } from './outcome';
import { createSimClock } from './clock';
import { judgeWithScoredVariations } from './scored';
import { rejoinedTurn, transcriptOf } from './transcript';
import { MAX_HELD_SAMPLES, createCallRecognizer } from './transmission';
import type { SimEngineConfig, SimEngineDeps, SimScenario } from './types';

/** The correct line the caller gives when the attempts of a turn run out. */
export const giveUpLine = (input: string) => `Correct transmission: ${input}`;

/** Why an event is refused in a state (sent as a `message` of type error). */
function refusal(state: SimState): string {
  if (isEnded(state)) return 'This simulation has ended';
  if (state === 'paused') return 'The simulation is paused: resume it first';
  if (state === 'transmitting') return 'A transmission is already open: release push-to-talk first';
  if (state === 'awaiting_transmission') return 'No transmission is open: press push-to-talk first';
  return 'Wait for the other station to finish';
}

/**
 * One simulated call (docs/product/simulations.md, "Flow of a call"): plays the scenario's turns,
 * judges every learner transmission, stores each judged turn before the caller answers, and
 * ends on the last turn, a hang-up, the time limit or a lost connection. Transport-free: events
 * go to a sink, storage to a store; every event runs after the previous one has finished.
 */
export function createSimulationEngine(
  scenario: SimScenario,
  config: SimEngineConfig,
  deps: SimEngineDeps,
  /** A call taken up again (rejoin): the exchanges stored so far. */
  stored: DebriefExchange[] = [],
) {
  const { sink, store, judge } = deps;
  const { sim_id: simId, turns } = scenario;
  let state: SimState = 'ringing';
  let { index, attempts } = positionOf(stored, config.maxAttempts);
  /** Voice: one recogniser for the call, its search switched per turn. */
  const recognizer =
    scenario.type === 'voice' && deps.recognizer
      ? createCallRecognizer(
          deps.recognizer,
          (text) => sink.emit(SIM_EVENTS.transcription, { sim_id: simId, transcript: text, is_final: false }),
          (message) => refuse(message),
        )
      : null;
  /** Push-to-talk pressed but not handled yet: audio that races ahead of it is held, not refused. */
  let pressed = false;
  /** The recogniser could not start for this press: its audio and release are dropped quietly. */
  let dropping = false;
  let early: Int16Array[] = [];
  let earlySamples = 0;
  const exchanges: DebriefExchange[] = structuredClone(stored);
  let chain: Promise<unknown> = Promise.resolve();
  const clock = createSimClock(config, deps.now ?? Date.now, {
    warn: (secondsLeft) =>
      sink.emit(SIM_EVENTS.endingRequested, {
        sim_id: simId,
        reason: 'time_limit',
        seconds_left: secondsLeft,
      }),
    expire: () => void serial(() => end('time_up', 'time_limit')),
  });

  const move = (action: SimAction): boolean => {
    const next = transition(state, action);
    if (next === null) return false;
    state = next;
    return true;
  };
  const refuse = (message: string) =>
    sink.emit(SIM_EVENTS.message, { type: 'error', message, disconnect: false, sim_id: simId });

  /** Events run one at a time, in arrival order; a failure ends the call as abandoned. */
  function serial(fn: () => Promise<void> | void): Promise<void> {
    const run = chain.then(fn).catch(async (err: Error) => {
      deps.log?.warn({ err: err.message, simId }, 'simulation event failed');
      refuse('The simulation failed; what was already judged is kept');
      await end('fail', 'error').catch(() => undefined);
    });
    chain = run;
    return run;
  }

  async function say(text: string) {
    const line = text.trim();
    if (!line || isEnded(state)) return;
    if (scenario.type === 'voice' && deps.voice) {
      const url = await deps.voice.speak(line);
      const audio_url = url ? `${url}?t=${Date.now()}` : '';
      sink.emit(SIM_EVENTS.results, { audio_url, sim_id: simId, text: line });
    } else if (scenario.multi) {
      sink.emit(SIM_EVENTS.multiTextResults, { simulation_id: simId, response: line });
    } else {
      sink.emit(SIM_EVENTS.textResults, { response: line, simulation_id: simId });
    }
  }

  /** Outbound: the station answers the turn; inbound: the caller goes on with the next turn's line. */
  const lineAfter = (i: number) => (scenario.outbound ? turns[i]?.output : turns[i + 1]?.output) ?? '';

  /** The next turn's search is made ready ahead of push-to-talk (docs/product/simulations.md, "Voice"). */
  function preopen() {
    if (!recognizer || state !== 'awaiting_transmission') return;
    // A failure here only costs the head start: the press tries again and reports it.
    recognizer.prepare(turns[index]!).catch(() => undefined);
  }

  /** The caller has spoken: the learner's turn, or the end when no turn is left. */
  async function afterCaller() {
    if (index >= turns.length) return end('finish', 'finished');
    move('spoken');
    preopen();
  }

  async function judgeHeard(heard: string, confidence: number | null) {
    const turn = turns[index]!;
    const exchange = (exchanges[index] ??= openExchange(turn, turn.output));
    attempts++;
    const { judged, matched } = judgeWithScoredVariations(judge, turn, heard, {
      confidence,
      minConfidence: config.minConfidence,
      station: scenario.station,
    });
    const accepted = judged.verdict === 'accepted';
    const givenUp = !accepted && attempts >= config.maxAttempts;
    const reply = accepted
      ? lineAfter(index)
      : givenUp
        ? `${giveUpLine(turn.input)} ${lineAfter(index)}`.trim()
        : (judged.reply ?? '');
    const result: Transmission = {
      heard,
      confidence,
      verdict: judged.verdict,
      elements: judged.elements,
      caller_reply: reply,
      ...(matched ? { scored_variation: matched } : {}),
    };
    exchange.transmissions.push(result);
    if (accepted || givenUp) exchange.outcome = turnOutcome(turn, exchange.transmissions);
    // docs/product/simulations.md: stored before the learner hears the reply.
    await store.saveExchanges(exchanges);
    sink.emit(SIM_EVENTS.turnResult, { sim_id: simId, order: turn.order, transmission: result });
    move(accepted ? 'accepted' : givenUp ? 'give_up' : 'retry');
    if (accepted || givenUp) {
      index++;
      attempts = 0;
    }
    await say(reply);
    if (!isEnded(state)) await afterCaller();
  }

  async function end(action: SimAction, reason: CallEnd['reason']) {
    if (!move(action)) return;
    clock.stop();
    await recognizer?.close();
    const current = exchanges[index];
    if (current?.transmissions.length && current.outcome === 'skipped')
      current.outcome = turnOutcome(turns[index]!, current.transmissions);
    for (let i = 0; i < turns.length; i++) exchanges[i] ??= openExchange(turns[i]!, turns[i]!.output);
    const status = state as CallEnd['status'];
    const score = scoreOf(exchanges);
    const { queue_completed } = await store.end({ status, reason, score, exchanges }).catch((err: Error) => {
      deps.log?.warn({ err: err.message, simId }, 'storing the end of a simulation failed');
      return { queue_completed: false };
    });
    sink.emit(SIM_EVENTS.callEnd, { sim_id: simId, status, reason, score, queue_completed });
  }

  function prerender() {
    const voice = deps.voice;
    if (scenario.type !== 'voice' || !voice) return;
    const lines = turns.flatMap((t) => [t.output, ...t.output_variations]).filter((l) => l.trim());
    // One at a time, behind the call: the cache shares each file with every later speak().
    void lines.reduce<Promise<unknown>>(
      (prev, line) => prev.then(() => voice.speak(line)),
      Promise.resolve(),
    );
  }

  return {
    get state() {
      return state;
    },
    get simId() {
      return simId;
    },

    start: () =>
      serial(async () => {
        prerender();
        sink.emit(SIM_EVENTS.callStart, scenario.callStart);
        if (scenario.multi)
          sink.emit(SIM_EVENTS.multiCallStart, {
            scenario_name: scenario.callStart.scenario_name,
            sim_id: simId,
          });
        await store.activate();
        if (scenario.type === 'voice' && deps.voice)
          sink.emit(SIM_EVENTS.results, {
            audio_url: `${deps.voice.ringingUrl}?t=${Date.now()}`,
            sim_id: simId,
            text: '',
          });
        clock.start();
        move('answer');
        if (!scenario.outbound) await say(turns[0]?.output ?? '');
        await afterCaller();
      }),

    text: (heard: string) =>
      serial(async () => {
        if (!move('text')) return refuse(refusal(state));
        await judgeHeard(heard, null);
      }),

    transmitStart: () => {
      if (state === 'awaiting_transmission') pressed = true;
      dropping = false;
      return serial(async () => {
        const held = early;
        pressed = false;
        early = [];
        earlySamples = 0;
        if (!recognizer) return refuse('This is a chat simulation: type your transmission');
        if (!move('transmit_start')) return refuse(refusal(state));
        const opening = recognizer.begin(turns[index]!);
        for (const pcm of held) recognizer.write(pcm);
        await opening.catch((err: Error) => {
          move('cancel');
          dropping = true;
          refuse(`Speech recognition is not available: ${err.message}`);
        });
      });
    },

    /** PCM of the open transmission; answers a refusal message, or null when taken. */
    audio(pcm: Int16Array): string | null {
      if (pressed && state === 'awaiting_transmission') {
        if (earlySamples + pcm.length > MAX_HELD_SAMPLES)
          return 'Too much audio before the recogniser was ready';
        early.push(pcm);
        earlySamples += pcm.length;
        return null;
      }
      if (dropping) return null;
      if (state !== 'transmitting' || !recognizer)
        return 'Press push-to-talk (sim_transmit_start) before sending audio';
      return recognizer.write(pcm) ? null : 'Too much audio before the recogniser was ready';
    },

    transmitEnd: () =>
      serial(async () => {
        if (dropping && state === 'awaiting_transmission') {
          dropping = false;
          return preopen();
        }
        if (state !== 'transmitting' || !recognizer) return refuse(refusal(state));
        const heard = await recognizer.finish().catch((err: Error) => {
          refuse(`Speech recognition failed: ${err.message}`);
          return null;
        });
        if (!heard) {
          move('cancel');
          return preopen();
        }
        sink.emit(SIM_EVENTS.transcription, { sim_id: simId, transcript: heard.text, is_final: true });
        sink.emit(SIM_EVENTS.endOfSpeech, { sim_id: simId });
        move('transmit_end');
        await judgeHeard(heard.text, heard.confidence);
      }),

    pause: () =>
      serial(() => {
        if (!move('pause')) return refuse(refusal(state));
        clock.pause();
      }),

    resume: () =>
      serial(() => {
        if (!move('resume'))
          return refuse(state === 'paused' ? refusal(state) : 'The simulation is not paused');
        clock.start();
      }),

    /** docs/product/simulations.md, "Reconnecting": goes on from the stored turn on this connection. */
    rejoin: () =>
      serial(async () => {
        prerender();
        move('answer');
        clock.start();
        // What was stored before the drop, so a new page can show the call as it was.
        const transcript = transcriptOf(turns, stored, scenario.outbound);
        sink.emit(SIM_EVENTS.callRejoined, {
          sim_id: simId,
          order: turns[Math.min(index, turns.length - 1)]!.order,
          attempts,
          seconds_left: clock.secondsLeft(),
          call: scenario.callStart,
          transcript,
          ...rejoinedTurn(transcript, scenario.outbound, attempts, index),
        });
        // An inbound call dropped before the learner said anything: the caller's first line again.
        if (!scenario.outbound && index === 0 && attempts === 0) await say(turns[0]?.output ?? '');
        await afterCaller();
      }),
    /** The connection dropped: what was judged and the time left are stored for a rejoin. */
    suspend: () =>
      serial(async () => {
        if (!move('detach')) return;
        clock.stop();
        await recognizer?.close();
        await store.suspend({ exchanges, secondsLeft: clock.secondsLeft() });
      }),
    hangup: () => serial(() => end('hangup', 'hung_up')),
    disconnect: () => serial(() => end('disconnect', 'disconnected')),
    sessionEnded: () => serial(() => end('session_ended', 'session_ended')),
    /** Resolves once every event received so far has been handled (tests, shutdown). */
    settled: () => chain.then(() => undefined),
  };
}
export type SimulationEngine = ReturnType<typeof createSimulationEngine>;
