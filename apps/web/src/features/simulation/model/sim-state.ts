import type {
  CallEnd,
  CallRejoined,
  CallStart,
  QueueDisplay,
  ScenarioQueueItem,
  SimulationType,
  Transmission,
} from '@wilco/shared';

/**
 * The simulation client's one state machine (docs/product/simulations.md "Web client"): named
 * phases and every transition in `transition` (model/machine.ts). Pure: side effects (HTTP, the
 * socket, audio) live in hooks/simulation-controller.ts and hooks/sim-socket-events.ts, which only
 * dispatch events here.
 */
export type Phase =
  | 'idle'
  | 'ack-loading'
  | 'awaiting-ack'
  | 'acknowledging'
  | 'queue-loading'
  | 'scenario-loading'
  | 'connecting'
  | 'countdown'
  | 'active'
  | 'completing'
  | 'debrief'
  | 'deep-link-done';

/**
 * What is played: the queue, a deep link, or an author's test-play of a scenario
 * (docs/product/scenario-builder.md, "Test-play"), from a chosen turn.
 */
export type Source =
  | { kind: 'queue' }
  | { kind: 'deep_link'; deep_link: string }
  | { kind: 'script'; script_id: number; from_order: number };

/** A deep link or a test-play: no queue to load, no queue item to complete. */
export const isStandalone = (source: Source) => source.kind !== 'queue';

export type LineJudgement = Pick<Transmission, 'verdict' | 'elements'>;

export type Line = {
  id: number;
  speaker: 'caller' | 'learner';
  text: string;
  /** The engine's verdict on a learner transmission (turn_result). */
  judgement?: LineJudgement;
};

export type ChatSim = {
  item: ScenarioQueueItem | null;
  /** The scenario name multi_call_start is matched with. */
  scenario_name: string;
  conversation_display_name: string | null;
  conversation_context: string | null;
  index: number;
  sim_id: number | null;
  status: 'connecting' | 'active' | 'ended';
  lines: Line[];
  end: CallEnd | null;
};

export type AudioSlot = { url: string; volume: number; volume_locked?: boolean } | null;

export type SimState = {
  phase: Phase;
  source: Source;
  simulationType: SimulationType | null;
  isMultiChat: boolean;
  /** Multi-chat panes side by side (the default) rather than one at a time. */
  isMultiChatDisplay: boolean;
  /** The queue entry being played: one item, or every item of a multi-chat group. */
  items: ScenarioQueueItem[];
  sims: ChatSim[];
  current: number;
  call: CallStart | null;
  queueDisplay: QueueDisplay;
  countdown: number;
  isPaused: boolean;
  isMuted: boolean;
  isLongForm: boolean;
  isTransmitting: boolean;
  /** The learner's transmission as heard so far (voice). */
  liveTranscript: string;
  /**
   * What each audio element plays: the background loop, the caller (AI), misc (the ringing), and
   * the call sounds of a voice call, `answer` once the ringing is over and `hangup` at call_end.
   */
  audio: { background: AudioSlot; ai: AudioSlot; misc: AudioSlot; answer: AudioSlot; hangup: AudioSlot };
  isMiscAudioPlaying: boolean;
  /** Seconds left today (null: unlimited) and whether the server asked to end. */
  secondsLeft: number | null;
  isEndingRequested: boolean;
  /** Kept across the full reset, cleared by the simulation reset. */
  isDefaultProviderMode: boolean;
  /** Simulations of the call just ended, for the debrief. */
  finishedSimIds: number[];
  nextLineId: number;
};

export const COUNTDOWN_SECONDS = 3;

export const INITIAL_SIM_STATE: SimState = {
  phase: 'idle',
  source: { kind: 'queue' },
  simulationType: null,
  isMultiChat: false,
  isMultiChatDisplay: true,
  items: [],
  sims: [],
  current: 0,
  call: null,
  queueDisplay: 'SCENARIO_ID',
  countdown: COUNTDOWN_SECONDS,
  isPaused: false,
  isMuted: false,
  isLongForm: false,
  isTransmitting: false,
  liveTranscript: '',
  audio: { background: null, ai: null, misc: null, answer: null, hangup: null },
  isMiscAudioPlaying: false,
  secondsLeft: null,
  isEndingRequested: false,
  isDefaultProviderMode: false,
  finishedSimIds: [],
  nextLineId: 1,
};

export type ScenarioInfo = {
  script_id: number;
  name: string;
  conversation_display_name: string | null;
  conversation_context: string | null;
};

export type SimEvent =
  | { type: 'START'; source: Source; simulationType: SimulationType | null; items: ScenarioQueueItem[] }
  | { type: 'ACK_LOADED'; acknowledged: boolean }
  | { type: 'ACK_CONFIRMED' }
  | { type: 'ACK_POSTED' }
  | { type: 'QUEUE_LOADED'; items: ScenarioQueueItem[] }
  | { type: 'SCENARIOS_LOADED'; scenarios: ScenarioInfo[] }
  | { type: 'CALL_START'; call: CallStart }
  | { type: 'MULTI_CALL_START'; scenario_name: string; sim_id: number }
  | { type: 'COUNTDOWN_TICK' }
  | { type: 'CALLER_LINE'; sim_id: number; text: string }
  | { type: 'TRANSCRIPTION'; sim_id: number; transcript: string; is_final: boolean }
  | { type: 'LEARNER_TEXT'; sim_id: number; text: string }
  | { type: 'TURN_RESULT'; sim_id: number; transmission: Transmission }
  | { type: 'AUDIO'; slot: 'ai' | 'misc'; url: string; volume: number }
  | { type: 'MISC_AUDIO_ENDED' }
  | { type: 'SET_BACKGROUND_VOLUME'; volume: number }
  | { type: 'TRANSMIT'; on: boolean }
  | { type: 'END_OF_SPEECH' }
  | { type: 'TOGGLE'; flag: 'isPaused' | 'isMuted' | 'isLongForm' | 'isMultiChatDisplay' }
  | { type: 'SELECT_CHAT'; index: number }
  | { type: 'TICK_SECOND' }
  | { type: 'ENDING_REQUESTED'; seconds_left: number }
  | { type: 'CALL_END'; end: CallEnd }
  /**
   * docs/product/simulations.md, "Reconnecting": a page opened on a running call (`?sim=`) takes it up;
   * `simIds` names every chat of a multi-chat group.
   */
  | { type: 'REJOIN'; source: Source; simIds?: number[] }
  /** The server took the call up (after a dropped connection or a reload): the view is rebuilt. */
  | { type: 'REJOINED'; rejoined: CallRejoined }
  | { type: 'COMPLETED' }
  | { type: 'RESET'; kind: 'simulation' | 'full' };

export const SETUP_PHASES: Phase[] = [
  'ack-loading',
  'awaiting-ack',
  'acknowledging',
  'queue-loading',
  'scenario-loading',
  'connecting',
];

/** A phase where a call may be on (the socket is open). */
export function isInCall(phase: Phase): boolean {
  return phase === 'connecting' || phase === 'countdown' || phase === 'active';
}

export function emptySim(index: number, item: ScenarioQueueItem | null, scenario?: ScenarioInfo): ChatSim {
  return {
    item,
    scenario_name: scenario?.name ?? item?.script_name ?? '',
    conversation_display_name: scenario?.conversation_display_name ?? null,
    conversation_context: scenario?.conversation_context ?? item?.conversation_context ?? null,
    index,
    sim_id: null,
    status: 'connecting',
    lines: [],
    end: null,
  };
}

/** A chat the server started (`call_start`) or took up again (`call_rejoined`): active, with the call's names. */
export function withCall(sim: ChatSim, call: CallStart): ChatSim {
  return {
    ...sim,
    sim_id: call.sim_id,
    status: 'active',
    scenario_name: sim.scenario_name || call.scenario_name,
    conversation_display_name: call.conversation_display_name ?? sim.conversation_display_name,
    conversation_context: call.conversation_context ?? sim.conversation_context,
  };
}

export function updateSim(state: SimState, simId: number, update: (sim: ChatSim) => ChatSim): SimState {
  const at = state.sims.findIndex((sim) => sim.sim_id === simId);
  if (at < 0) return state;
  return { ...state, sims: state.sims.map((sim, i) => (i === at ? update(sim) : sim)) };
}

export function addLine(state: SimState, simId: number, line: Omit<Line, 'id'>): SimState {
  const next = updateSim(state, simId, (sim) => ({
    ...sim,
    lines: [...sim.lines, { ...line, id: state.nextLineId }],
  }));
  return next === state ? state : { ...next, nextLineId: state.nextLineId + 1 };
}

/** The learner's newest line still waiting for its judgement gets the verdict. */
export function judgeLastLine(sim: ChatSim, judgement: LineJudgement): ChatSim {
  const at = sim.lines.findLastIndex((line) => line.speaker === 'learner' && !line.judgement);
  if (at < 0) return sim;
  return { ...sim, lines: sim.lines.map((line, i) => (i === at ? { ...line, judgement } : line)) };
}

/** docs/product/simulations.md "Resets": the full reset keeps deep-link and provider mode. */
export function resetState(state: SimState, kind: 'simulation' | 'full'): SimState {
  if (kind === 'simulation') return INITIAL_SIM_STATE;
  return {
    ...INITIAL_SIM_STATE,
    source: state.source,
    isDefaultProviderMode: state.isDefaultProviderMode,
  };
}
