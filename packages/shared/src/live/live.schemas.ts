import { z } from 'zod';
import { DbIdSchema } from '../common/ids.schemas';

/**
 * The Live monitor (docs/product/administration.md, "Live"): what an admin sees of the quiz
 * attempts and simulations in progress in their tenant.
 */
export const LiveKindSchema = z.enum(['quiz', 'simulation']);
export type LiveKind = z.infer<typeof LiveKindSchema>;

/** A finished question's or judged turn's result: the examiner's, the learner's skip, or unscored. */
export const LiveOutcomeSchema = z.enum(['correct', 'incorrect', 'skipped', 'unscored']);
export type LiveOutcome = z.infer<typeof LiveOutcomeSchema>;

/** One row of the Live tab: a quiz attempt or a simulation in progress. */
export const LiveSessionSchema = z.object({
  kind: LiveKindSchema,
  /** quiz_attempt_id or sim_id. */
  id: DbIdSchema,
  user_id: DbIdSchema,
  learner: z.string(),
  /** The quiz's or the scenario's name. */
  title: z.string(),
  mode: z.enum(['voice', 'chat', 'text']),
  /** The question (1-based, in the attempt's order) or the turn being played. */
  step: z.number().int().min(1),
  /** Questions in the attempt; null for a simulation. */
  steps: z.number().int().min(1).nullable(),
  /** The question's name, or the turn's section; empty when there is none. */
  step_label: z.string(),
  last_outcome: LiveOutcomeSchema.nullable(),
  /** When the current question or the call began: "time on it" counts from here. */
  step_since: z.string(),
  started_at: z.string(),
  /** The last thing stored: a start, a turn, a decision. */
  last_active_at: z.string(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

/**
 * A quiz attempt is never closed by walking away, so one with nothing stored for this long no
 * longer counts as in progress (docs/product/administration.md, "Live"). A simulation ends by
 * itself (hang-up, time limit, or the sweep of lost calls), so it never idles out.
 */
export const LIVE_IDLE_MS = 30 * 60_000;
export const isLiveIdle = (session: Pick<LiveSession, 'kind' | 'last_active_at'>, now: number) =>
  session.kind === 'quiz' && now - Date.parse(session.last_active_at) > LIVE_IDLE_MS;

/** Server → client on connecting: everything in progress in the tenant now. */
export const LiveSnapshotSchema = z.object({ sessions: z.array(LiveSessionSchema) });
export type LiveSnapshot = z.infer<typeof LiveSnapshotSchema>;

/** Names one session; client → server `live_watch` and `live_unwatch`, server → client `live_end`. */
export const LiveRefSchema = z.object({ kind: LiveKindSchema, id: DbIdSchema }).strict();
export type LiveRef = z.infer<typeof LiveRefSchema>;

export const LiveLineSchema = z.object({
  speaker: z.enum(['examiner', 'learner', 'caller']),
  text: z.string(),
});
export type LiveLine = z.infer<typeof LiveLineSchema>;

/** One question of an attempt, or one turn of a simulation, with what was said on it. */
export const LiveSectionSchema = z.object({
  /** Stable within the session: an update replaces the section of the same key. */
  key: z.string(),
  title: z.string(),
  outcome: LiveOutcomeSchema.nullable(),
  lines: z.array(LiveLineSchema),
});
export type LiveSection = z.infer<typeof LiveSectionSchema>;

/** The read-only transcript of one session so far (the `live_watch` acknowledgement). */
export const LiveTranscriptSchema = LiveRefSchema.extend({
  learner: z.string(),
  title: z.string(),
  sections: z.array(LiveSectionSchema),
});
export type LiveTranscript = z.infer<typeof LiveTranscriptSchema>;

/** Server → client `live_transcript`: sections that changed, to put in place of those of the same key. */
export const LiveTranscriptUpdateSchema = LiveRefSchema.extend({ sections: z.array(LiveSectionSchema) });
export type LiveTranscriptUpdate = z.infer<typeof LiveTranscriptUpdateSchema>;

export const LiveWatchAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), transcript: LiveTranscriptSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type LiveWatchAck = z.infer<typeof LiveWatchAckSchema>;
