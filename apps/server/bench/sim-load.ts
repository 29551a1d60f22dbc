import { io, type Socket } from 'socket.io-client';
import {
  SIM_EVENTS,
  SIM_NAMESPACE,
  type CallEnd,
  type SimClientToServer,
  type SimServerToClient,
  type SimulationType,
} from '@wilco/shared';
import { recorderChunks } from '../src/test/speech';
import { pause } from './load';
import type { BenchLearner, BenchScenario } from './turn-server';

type SimSocket = Socket<SimServerToClient, SimClientToServer>;
type Events = keyof SimServerToClient;
type Payload<E extends Events> = Parameters<SimServerToClient[E]>[0];

/** What one kind of simulation measured: latencies, errors and how transmissions were judged. */
export type SimRun = {
  samples: number[];
  errors: number;
  verdicts: Record<string, number>;
  /** Each distinct error and how often it came, so a failing run says why. */
  why: Record<string, number>;
  /** How the calls ended (call_end reason), so a call cut short shows. */
  ends: Record<string, number>;
  wallMs: number;
};

export type SimPlan = {
  base: string;
  learners: BenchLearner[];
  scenario: BenchScenario;
  /** Mean pause before each transmission, jittered ±50%, as people take. */
  thinkMs: number;
};

const WAIT_MS = 20_000;
const CALL_MS = 10 * 60_000;
/** A turn is retried at most this often (a misheard or corrected readback), then left. */
const TRIES = 3;
const CHUNK_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function connect(base: string, token: string): Promise<SimSocket> {
  const socket: SimSocket = io(`${base}${SIM_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The next `event` for this simulation (or null when the call ended first, or it timed out). */
function next<E extends Events>(
  socket: SimSocket,
  event: E,
  accept: (payload: Payload<E>) => boolean,
  waitMs = WAIT_MS,
): Promise<Payload<E> | null> {
  return new Promise((resolve) => {
    const done = (value: Payload<E> | null) => {
      clearTimeout(timer);
      socket.off(event, onEvent as never);
      socket.off(SIM_EVENTS.callEnd, onEnd);
      resolve(value);
    };
    const onEvent = (payload: Payload<E>) => accept(payload) && done(payload);
    const onEnd = () => done(null);
    const timer = setTimeout(() => done(null), waitMs);
    socket.on(event, onEvent as never);
    if (event !== SIM_EVENTS.callEnd) socket.once(SIM_EVENTS.callEnd, onEnd);
  });
}

/** A judged transmission the station does not answer (a correct readback): nothing more comes. */
const silentReply = (socket: SimSocket, simId: number) =>
  next(socket, SIM_EVENTS.turnResult, (r) => r.sim_id === simId && r.transmission.caller_reply === '');

/** Seconds of sound in a WAV file (0 for another format). */
function wavSeconds(bytes: Buffer): number {
  if (bytes.length < 44 || bytes.toString('ascii', 0, 4) !== 'RIFF') return 0;
  const byteRate = bytes.readUInt32LE(28);
  return byteRate ? (bytes.length - 44) / byteRate : 0;
}

/**
 * The caller's reply as the browser's audio element fetches it: resolves at its first byte,
 * with the seconds it plays for, which the learner spends listening before the next call.
 */
async function fetchReply(url: string): Promise<{ listen: Promise<number> }> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`audio ${res.status}`);
  const reader = res.body.getReader();
  const first = await reader.read();
  const listen = (async () => {
    const parts: Uint8Array[] = first.value ? [first.value] : [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    return wavSeconds(Buffer.concat(parts));
  })();
  return { listen };
}

/**
 * A transmission's latency and how long the learner then listens to the reply (ms); 'silent'
 * when the station had nothing to say (a correct readback), so there is nothing to time.
 */
type Timed = { ms: number; listenMs: Promise<number> } | 'silent';
type Transmit = (socket: SimSocket, simId: number, turn: number) => Promise<Timed | null>;

/**
 * Every learner plays the scenario once, all at the same time: start by deep link, then each
 * turn's expected transmission (retried when not accepted), timing each with `transmit`. As on
 * a real frequency, a learner hears the caller's reply out (its audio's length) and thinks
 * before pressing push-to-talk again; nobody transmits over the station.
 */
async function play(plan: SimPlan, mode: SimulationType, transmit: Transmit): Promise<SimRun> {
  const run: SimRun = { samples: [], errors: 0, verdicts: {}, why: {}, ends: {}, wallMs: 0 };
  const fail = (reason: string) => {
    run.errors++;
    run.why[reason] = (run.why[reason] ?? 0) + 1;
  };
  const t0 = performance.now();
  await Promise.all(
    plan.learners.map(async (learner) => {
      let socket: SimSocket | null = null;
      try {
        // People do not all press start in the same millisecond: the same paced think time as
        // before every transmission (bench:turn paces its first call the same way).
        await pause(plan.thinkMs);
        socket = await connect(plan.base, learner.token);
        socket.on(SIM_EVENTS.message, (m) => {
          if (m.type === 'error') fail(m.message);
        });
        const started = next(socket, SIM_EVENTS.callStart, () => true);
        socket.emit(SIM_EVENTS.start, {
          mode,
          source: { kind: 'deep_link', deep_link: plan.scenario.deep_link },
        });
        const call = await started;
        if (!call) throw new Error('no call_start');
        // A whole call: every turn, with its listening and thinking, fits in a few minutes.
        const ended = next(socket, SIM_EVENTS.callEnd, () => true, CALL_MS) as Promise<CallEnd | null>;
        let over = false;
        void ended.then((end) => {
          over = true;
          const reason = end?.reason ?? 'no call_end';
          run.ends[reason] = (run.ends[reason] ?? 0) + 1;
        });
        for (let turn = 0; turn < plan.scenario.inputs.length && !over; turn++) {
          for (let attempt = 0; attempt < TRIES && !over; attempt++) {
            await pause(plan.thinkMs);
            const judged = next(socket, SIM_EVENTS.turnResult, (r) => r.sim_id === call.sim_id);
            const timed = await transmit(socket, call.sim_id, turn);
            if (timed === null) {
              // No reply and no end of call: the server dropped the transmission.
              await sleep(0);
              if (!over) fail('no reply to a transmission');
              break;
            }
            const verdict = (await judged)?.transmission.verdict ?? 'none';
            if (timed !== 'silent') {
              run.samples.push(timed.ms);
              // The learner hears the caller out before thinking of the next transmission.
              await sleep(await timed.listenMs);
            }
            run.verdicts[verdict] = (run.verdicts[verdict] ?? 0) + 1;
            if (verdict === 'accepted') break;
          }
        }
        if (!over) socket.emit(SIM_EVENTS.hangup, { sim_id: call.sim_id });
        await ended;
      } catch (err) {
        fail(err instanceof Error ? err.message : String(err));
      } finally {
        socket?.disconnect();
      }
    }),
  );
  run.wallMs = performance.now() - t0;
  return run;
}

/**
 * Chat: a typed transmission until the caller's text reply arrives, or until it is judged when
 * the station has nothing to say back (a turn with an empty output).
 */
export function runChat(plan: SimPlan): Promise<SimRun> {
  return play(plan, 'chat', async (socket, simId, turn) => {
    const reply = Promise.race([
      next(socket, SIM_EVENTS.textResults, (r) => r.simulation_id === simId),
      silentReply(socket, simId),
    ]);
    const t0 = performance.now();
    socket.emit(SIM_EVENTS.text, { sim_id: simId, text: plan.scenario.inputs[turn]! });
    return (await reply) ? { ms: performance.now() - t0, listenMs: Promise.resolve(0) } : null;
  });
}

/**
 * Voice: the clip of the turn streamed in real time between push-to-talk press and release;
 * timed from the release to the first byte of the caller's reply audio (untimed when the
 * station says nothing back).
 */
export function runVoice(plan: SimPlan, clips: Int16Array[]): Promise<SimRun> {
  return play(plan, 'voice', async (socket, simId, turn) => {
    socket.emit(SIM_EVENTS.transmitStart, { sim_id: simId });
    for (const chunk of recorderChunks(clips[turn]!)) {
      socket.emit(SIM_EVENTS.audio, new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      await sleep(CHUNK_MS);
    }
    const reply = Promise.race([
      next(socket, SIM_EVENTS.results, (r) => r.sim_id === simId && !r.audio_url.includes('ringing.mp3')),
      silentReply(socket, simId),
    ]);
    const t0 = performance.now();
    socket.emit(SIM_EVENTS.transmitEnd, { sim_id: simId });
    const results = await reply;
    if (!results) return null;
    if (!('audio_url' in results)) return 'silent';
    const { listen } = await fetchReply(new URL(results.audio_url, plan.base).toString());
    return { ms: performance.now() - t0, listenMs: listen.then((s) => s * 1000) };
  });
}
