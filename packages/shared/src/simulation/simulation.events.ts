import type { z } from 'zod';
import type {
  CallEnd,
  CallRejoined,
  CallStart,
  MultiCallStartSchema,
  MultiTextResultsSchema,
  SimEndingRequestedSchema,
  SimMessage,
  SimMultiRejoin,
  SimMultiStart,
  SimRef,
  SimResults,
  SimStart,
  SimText,
  SimTranscription,
  TextResultsSchema,
  TurnResult,
} from './simulation.schemas';

/** Socket.IO namespace of the simulation socket. Authenticates like /stt: `auth: { token }`. */
export const SIM_NAMESPACE = '/sim';

/** Event names of the /sim socket in one place (docs/product/simulations.md). */
export const SIM_EVENTS = {
  // client → server (ours; docs/decisions/015-sim-socket.md)
  start: 'sim_start',
  multiStart: 'sim_multi_start',
  transmitStart: 'sim_transmit_start',
  audio: 'sim_audio',
  transmitEnd: 'sim_transmit_end',
  text: 'sim_text',
  pause: 'sim_pause',
  resume: 'sim_resume',
  hangup: 'sim_hangup',
  rejoin: 'sim_rejoin',
  multiRejoin: 'sim_multi_rejoin',
  // server → client (the spec's names and payloads)
  message: 'message',
  callStart: 'call_start',
  results: 'results',
  transcription: 'transcription',
  endOfSpeech: 'end_of_speech',
  endingRequested: 'ending_requested',
  textResults: 'text_results',
  multiCallStart: 'multi_call_start',
  multiTextResults: 'multi_text_results',
  // server → client (ours)
  turnResult: 'turn_result',
  callEnd: 'call_end',
  callRejoined: 'call_rejoined',
} as const;

export type SimServerToClient = {
  message: (payload: SimMessage) => void;
  call_start: (payload: CallStart) => void;
  results: (payload: SimResults) => void;
  transcription: (payload: SimTranscription) => void;
  end_of_speech: (payload: SimRef) => void;
  ending_requested: (payload: z.infer<typeof SimEndingRequestedSchema>) => void;
  text_results: (payload: z.infer<typeof TextResultsSchema>) => void;
  multi_call_start: (payload: z.infer<typeof MultiCallStartSchema>) => void;
  multi_text_results: (payload: z.infer<typeof MultiTextResultsSchema>) => void;
  turn_result: (payload: TurnResult) => void;
  call_end: (payload: CallEnd) => void;
  call_rejoined: (payload: CallRejoined) => void;
};

export type SimClientToServer = {
  sim_start: (payload: SimStart) => void;
  sim_multi_start: (payload: SimMultiStart) => void;
  /** Push-to-talk pressed: the recogniser opens with the search of the current turn. */
  sim_transmit_start: (payload: SimRef) => void;
  /** 16-bit mono PCM at 22050 Hz, at most STT_MAX_CHUNK_BYTES (the /stt framing and bounds). */
  sim_audio: (chunk: ArrayBuffer | Uint8Array) => void;
  /** Push-to-talk released (or the spacebar): end of the transmission. */
  sim_transmit_end: (payload: SimRef) => void;
  sim_text: (payload: SimText) => void;
  sim_pause: (payload: SimRef) => void;
  sim_resume: (payload: SimRef) => void;
  sim_hangup: (payload: SimRef) => void;
  /** Takes up a live call of this learner after a lost connection, on whichever process this is. */
  sim_rejoin: (payload: SimRef) => void;
  /** Takes up every chat of a multi-chat group after a lost connection (ended chats are sent as ended). */
  sim_multi_rejoin: (payload: SimMultiRejoin) => void;
};
