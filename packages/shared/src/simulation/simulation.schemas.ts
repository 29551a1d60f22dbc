import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';
import { QueueDisplaySchema } from '../playlist/playlist.schemas';
import { AudioRefSchema } from '../script/script.schemas';

const id = DbIdSchema;

/**
 * The /sim socket contract (docs/product/simulations.md, docs/decisions/015-sim-socket.md).
 * Server → client payloads keep the spec's wire names; client → server events are ours.
 */

export const SimulationTypeSchema = z.enum(['voice', 'chat']);
export type SimulationType = z.infer<typeof SimulationTypeSchema>;
export const SimulationStatusSchema = z.enum(['connecting', 'active', 'completed', 'abandoned']);
export type SimulationStatus = z.infer<typeof SimulationStatusSchema>;

/** What to play: the learner's next queue item, a script by id (authors' test-play), or a deep link. */
export const SimSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('queue'), script_queue_id: id }),
  // Test-play may start at any turn (docs/product/scenario-builder.md, "Test-play").
  z.object({
    kind: z.literal('script'),
    script_id: id,
    from_order: z.number().int().min(1).max(500).optional(),
  }),
  // Any text the page's URL may hold: one that names no scenario (mistyped too) is 'Unknown deep link'.
  z.object({ kind: z.literal('deep_link'), deep_link: z.string().min(1).max(200) }),
]);
export type SimSource = z.infer<typeof SimSourceSchema>;

/** Client → server `sim_start`: one simulation, voice or chat. */
export const SimStartSchema = z.object({ mode: SimulationTypeSchema, source: SimSourceSchema });
export type SimStart = z.infer<typeof SimStartSchema>;

/**
 * The most chats one multi-chat call plays: a queue group never grows past it
 * (docs/product/scenario-builder.md, "Assignment").
 */
export const MULTI_CHAT_MAX_CHATS = 8;

/** Client → server `sim_multi_start`: every item of one multi-chat queue group, as chats. */
export const SimMultiStartSchema = z.object({
  script_queue_ids: z.array(id).min(2).max(MULTI_CHAT_MAX_CHATS),
});
export type SimMultiStart = z.infer<typeof SimMultiStartSchema>;

/**
 * Client → server `sim_multi_rejoin` (docs/product/simulations.md, "Reconnecting"): takes up a
 * multi-chat group after a lost connection or a reload. It names every chat of the group, ended ones
 * too; each answers with `call_rejoined` (an ended one then with its `call_end`).
 */
export const SimMultiRejoinSchema = z.object({
  sim_ids: z
    .array(id)
    .min(2)
    .max(MULTI_CHAT_MAX_CHATS)
    .refine((ids) => new Set(ids).size === ids.length, 'A multi-chat group names a chat twice'),
});
export type SimMultiRejoin = z.infer<typeof SimMultiRejoinSchema>;

/** Client → server events that only name a simulation: transmit start/end, pause, resume, hang up. */
export const SimRefSchema = z.object({ sim_id: id });
export type SimRef = z.infer<typeof SimRefSchema>;

/** Client → server `sim_text`: a typed transmission (chat, or the typed fallback in voice). */
export const SimTextSchema = z.object({
  sim_id: id,
  text: z.string().trim().min(1, 'Type a transmission first').max(1000),
});
export type SimText = z.infer<typeof SimTextSchema>;

/** Server → client `message` (spec: type, message, disconnect); info is blue, warning orange-3. */
export const SimMessageSchema = z.object({
  type: z.enum(['info', 'warning', 'error']),
  message: z.string(),
  disconnect: z.boolean().default(false),
  sim_id: id.optional(),
});
export type SimMessage = z.infer<typeof SimMessageSchema>;

export const SimAudioSchema = z.object({ url: z.string(), volume: z.number().min(0).max(1) });

/** Server → client `call_start` (spec fields first, then what our dashboards also need). */
export const CallStartSchema = z.object({
  sim_id: id,
  tenant_sim_id: z.number().int(),
  tenant_script_id: z.number().int(),
  queue_display: QueueDisplaySchema,
  script_name: z.string(),
  scenario_name: z.string(),
  voice: z.object({ display_name: z.string() }),
  audios: z.object({
    /** The scenario's background track; `volume_locked` is always sent (false unless the author locked it). */
    bg_audio: AudioRefSchema.required({ volume_locked: true }).nullable(),
    answer_audio: SimAudioSchema.nullable(),
    hangup_audio: SimAudioSchema.nullable(),
  }),
  /**
   * Turns to play (greeting and Custom-flagged ones are left out of the dashboard list by the
   * client). `input` is empty unless the scenario is a practice one that shows the model
   * answer: what the learner must say is never sent before that turn is judged.
   */
  questions: z.array(z.object({ resp_type: z.string(), flag: z.string(), input: z.string() })),
  script_id: id,
  script_queue_id: id.nullable(),
  simulation_type: SimulationTypeSchema,
  outbound: z.boolean(),
  conversation_display_name: z.string().nullable(),
  conversation_context: z.string().nullable(),
  /** Seconds this simulation may run (a per-simulation limit; the clock stops while paused); null when unlimited. */
  time_limit_seconds: z.number().int().nullable(),
});
export type CallStart = z.infer<typeof CallStartSchema>;

/** Server → client `results`: the caller's line as audio (ringing.mp3 is played as misc audio). */
export const SimResultsSchema = z.object({
  audio_url: z.string(),
  sim_id: id,
  /** The caller's words, for the live transcript; empty for ringing. */
  text: z.string(),
});
export type SimResults = z.infer<typeof SimResultsSchema>;

/** Server → client `transcription`: the learner's transmission as heard so far. */
export const SimTranscriptionSchema = z.object({
  sim_id: id,
  transcript: z.string(),
  is_final: z.boolean(),
});
export type SimTranscription = z.infer<typeof SimTranscriptionSchema>;

export const SimEndingRequestedSchema = z.object({
  sim_id: id,
  reason: z.enum(['time_limit', 'session_ended']),
  seconds_left: z.number().int().min(0),
});

/** Server → client `text_results` (spec: response, simulation_id): the caller's reply in chat. */
export const TextResultsSchema = z.object({ response: z.string(), simulation_id: id });
export const MultiCallStartSchema = z.object({ scenario_name: z.string(), sim_id: id });
export const MultiTextResultsSchema = z.object({ simulation_id: id, response: z.string() });

/** How one value of a transmission compared with what the turn expected. */
export const ElementKindSchema = z.enum([
  'callsign',
  'runway',
  'taxiway',
  'hold_short',
  'altitude',
  'heading',
  'frequency',
  'squawk',
  'altimeter',
  'fix',
  'phrase',
]);
export const JudgedElementSchema = z.object({
  kind: ElementKindSchema,
  expected: z.string(),
  heard: z.string().nullable(),
  status: z.enum(['right', 'wrong', 'missing']),
  /** The learner's words that matched this element. */
  matched_words: z.array(z.string()),
});
export type JudgedElement = z.infer<typeof JudgedElementSchema>;

/** What the engine made of one transmission and what the caller said back. */
export const TransmissionVerdictSchema = z.enum(['accepted', 'corrected', 'prompted', 'say_again']);
export const TransmissionSchema = z.object({
  heard: z.string(),
  confidence: z.number().min(0).max(1).nullable(),
  verdict: TransmissionVerdictSchema,
  elements: z.array(JudgedElementSchema),
  caller_reply: z.string(),
  /**
   * The scored variation that accepted it, with the part of the marks it earns (docs/product/simulations.md,
   * "Scored variations"); absent when the turn's own input or variations did.
   */
  scored_variation: z
    .object({ input: z.string(), score: z.number().min(0).max(1), note: z.string().optional() })
    .optional(),
});
export type Transmission = z.infer<typeof TransmissionSchema>;

/** One exchange of the debrief: a scripted turn and every transmission made on it. */
export const DebriefExchangeSchema = z.object({
  order: z.number().int(),
  section: z.string().nullable(),
  flag: z.string(),
  response_type: z.string(),
  expected: z.string(),
  caller: z.string(),
  transmissions: z.array(TransmissionSchema),
  outcome: z.enum(['correct', 'incorrect', 'skipped', 'unscored']),
  annotation: z.string().nullable(),
});
export type DebriefExchange = z.infer<typeof DebriefExchangeSchema>;

/** Server → client `turn_result` (ours): a transmission judged, as it happened. */
export const TurnResultSchema = z.object({
  sim_id: id,
  order: z.number().int(),
  transmission: TransmissionSchema,
});
export type TurnResult = z.infer<typeof TurnResultSchema>;

/** Server → client `call_end` (ours): the call is over; the debrief is at GET /api/simulation/{sim_id}. */
export const CallEndSchema = z.object({
  sim_id: id,
  status: z.enum(['completed', 'abandoned']),
  reason: z.enum(['finished', 'hung_up', 'time_limit', 'disconnected', 'session_ended', 'error']),
  score: z.number().min(0).max(1).nullable(),
  /** True when the server completed the queue item (never for deep links or test-play). */
  queue_completed: z.boolean(),
});
export type CallEnd = z.infer<typeof CallEndSchema>;

/**
 * One line of a call as the learner saw it (docs/product/simulations.md, "Reconnecting"): the caller's, or a
 * learner's transmission with its judgement, as `turn_result` gave it. `order` is the turn it belongs to.
 */
export const SimTranscriptLineSchema = z.object({
  speaker: z.enum(['caller', 'learner']),
  text: z.string(),
  order: z.number().int().min(1),
  judgement: TransmissionSchema.pick({ verdict: true, elements: true }).optional(),
});
export type SimTranscriptLine = z.infer<typeof SimTranscriptLineSchema>;

/**
 * Server → client `call_rejoined`: a call taken up again on a new connection (`sim_rejoin`), which
 * may reach another server process or come from a reloaded page (docs/product/simulations.md,
 * "Reconnecting"): the turn now open, the learner's transmissions on it so far and the time left,
 * with what a new page needs to show the call again: its `call_start`, the transcript so far, whose
 * turn it is and what the caller last said. Sent only to the learner who owns the call.
 */
export const CallRejoinedSchema = z.object({
  sim_id: id,
  order: z.number().int().min(1),
  attempts: z.number().int().min(0),
  seconds_left: z.number().int().min(0).nullable(),
  call: CallStartSchema,
  transcript: z.array(SimTranscriptLineSchema),
  /** `caller`: the caller speaks next (an inbound call's first line, sent right after); else the learner's turn. */
  turn: z.enum(['learner', 'caller']),
  /** What the caller said last (null: nothing yet). */
  last_caller_line: z.string().nullable(),
});
export type CallRejoined = z.infer<typeof CallRejoinedSchema>;

export const SimulationSummarySchema = z.object({
  sim_id: id,
  tenant_sim_id: z.number().int(),
  script_id: id.nullable(),
  script_name: z.string(),
  simulation_type: SimulationTypeSchema,
  status: SimulationStatusSchema,
  score: z.number().min(0).max(1).nullable(),
  date_started: z.string(),
  date_completed: z.string().nullable(),
});
export type SimulationSummary = z.infer<typeof SimulationSummarySchema>;

/** GET /api/simulation/{sim_id}: the debrief of one played scenario. */
export const SimulationDebriefSchema = SimulationSummarySchema.extend({
  deep_link: z.boolean(),
  exchanges: z.array(DebriefExchangeSchema),
});
export type SimulationDebrief = z.infer<typeof SimulationDebriefSchema>;

export const SimulationParamsSchema = z.object({
  sim_id: DbIdParamSchema,
});
