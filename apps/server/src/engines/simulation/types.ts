import type { CallEnd, CallStart, DebriefExchange, SimServerToClient, SimulationType } from '@wilco/shared';
import type { Judgement, JudgeOptions, JudgeTurn } from './judge';
import type { SttListener, SttStream } from '../speech/stt/types';

/** Where a simulation's events go: the socket in production, an array in tests. */
export type SimSink = {
  emit<E extends keyof SimServerToClient>(event: E, ...args: Parameters<SimServerToClient[E]>): void;
};

/**
 * One scripted turn as the engine plays it, with the scored variations written for it
 * (docs/product/simulations.md, "Scored variations").
 */
export type SimTurn = JudgeTurn & {
  order: number;
  section: string | null;
  annotation: string | null;
  scored_variations?: { input: string; score: number; note?: string }[];
};

export type SimScenario = {
  sim_id: number;
  type: SimulationType;
  /** Outbound: the learner transmits first; inbound: the caller speaks first. */
  outbound: boolean;
  /** One of the chats of a multi-chat group: replies go out as multi_text_results. */
  multi: boolean;
  turns: SimTurn[];
  /** The caller's station name, used when nobody can be addressed. */
  station: string | null;
  /** Sent as it is when the call starts. */
  callStart: CallStart;
};

/** The storage of one simulation (modules/sim): every write is awaited before the caller answers. */
export type SimStore = {
  /** The call went live (status active). */
  activate(): Promise<void>;
  /** Every exchange reached so far, written before the caller's reply is emitted. */
  saveExchanges(exchanges: DebriefExchange[]): Promise<void>;
  /** The connection dropped (docs/product/simulations.md, "Reconnecting"): kept for a rejoin. */
  suspend(suspended: { exchanges: DebriefExchange[]; secondsLeft: number | null }): Promise<void>;
  /** The end: status, score and exchanges; answers whether a queue item was completed. */
  end(end: SimEnd): Promise<{ queue_completed: boolean }>;
};

export type SimEnd = {
  status: CallEnd['status'];
  reason: CallEnd['reason'];
  score: number | null;
  exchanges: DebriefExchange[];
};

/** The caller's voice: a line of text to an audio URL (null when speech failed). */
export type CallerVoice = {
  speak(text: string): Promise<string | null>;
  /** The ringing file's URL (ringing.mp3 under /media). */
  ringingUrl: string;
};

/** Opens a recogniser stream with a search built from the turn's expected phrases. */
export type Recognizer = {
  open(expected: string[], listener: SttListener): Promise<SttStream>;
};

export type Judge = (turn: JudgeTurn, heard: string, opts: JudgeOptions) => Judgement;

export type SimEngineConfig = {
  /** Recognition confidence below this gets "say again". */
  minConfidence: number;
  /** Transmissions per turn before the caller gives the correct line and moves on. */
  maxAttempts: number;
  /** Seconds this simulation may run; null when unlimited. */
  timeLimitSeconds: number | null;
  /** `ending_requested` this many seconds before the limit. */
  warnSeconds: number;
};

export type SimEngineDeps = {
  sink: SimSink;
  store: SimStore;
  judge: Judge;
  /** Voice simulations only. */
  voice?: CallerVoice;
  recognizer?: Recognizer;
  now?: () => number;
  log?: { warn: (obj: object, msg: string) => void };
};
