import { z } from 'zod';
import { DbIdSchema } from '../common/ids.schemas';

const id = DbIdSchema;

export const AssessmentSchema = z.object({
  label: z.boolean(),
  subanswer_id: id,
  evidence: z.string().nullable(),
});
export type AssessmentResult = z.infer<typeof AssessmentSchema>;

/**
 * AI state (docs/product/conversation.md, "Conversation state"). The client passes it back unchanged on each
 * follow-up; `signature` lets the server refuse a forged or edited state (points cannot be invented
 * client-side).
 */
export const ConversationStateSchema = z.object({
  question_id: id,
  /** What the persona says now (the question, a follow-up, or the close). */
  question: z.string(),
  questions: z.array(z.string()),
  audio_location: z.string().nullable(),
  terminate: z.boolean(),
  assessments: z.array(AssessmentSchema),
  /** One per assessment: the subanswer's points; the client sums those labelled true. */
  points: z.array(z.number().int()),
  point_threshold: z.number().int(),
  score_summary: z.string(),
  tenant_id: id,
  user_id: id,
  attempt_id: id.nullable(),
  persona: z.string(),
  generate_audio: z.boolean(),
  /** Learner answers counted so far (a 'say again' does not count). */
  answers: z.number().int().min(0),
  /** Those answers' texts, which the examiner persona may take into account. */
  replies: z.array(z.string()).default([]),
  max_answers: z.number().int().positive(),
  /**
   * The server's record of this conversation and the turn this state was issued at: only the
   * latest turn is accepted, so a replayed or superseded state is refused (409).
   */
  conversation_id: id,
  turn: z.number().int().positive(),
  /** Epoch ms; a state older than the server's time limit is refused (409). */
  issued_at: z.number().int(),
  signature: z.string(),
});
export type ConversationState = z.infer<typeof ConversationStateSchema>;

export const InitialStateBodySchema = z.object({
  tenant_id: id,
  question_id: id,
  user_id: id,
  generate_audio: z.boolean().default(false),
  /**
   * The question attempt this conversation grades. With null (the original client's value) a learner's
   * conversation is bound to their open attempt holding the question, if any; an admin's or
   * author's is a preview that grades nothing.
   */
  attempt_id: id.nullable().default(null),
});

export const ResponseMetaSchema = z.object({
  source: z.enum(['voice', 'text']),
  confidence: z.number().min(0).max(1).optional(),
});

export const FollowUpBodySchema = z.object({
  tenant_id: id,
  question_id: id,
  user_id: id,
  response: z.string().trim().min(1, 'An answer is required').max(2000, 'The answer is too long'),
  // Parsed loosely here so a bad signature gets its own message, then checked strictly.
  state: z.record(z.string(), z.unknown()),
  response_meta: ResponseMetaSchema.optional(),
});

/** `?time=` cache-buster the client sends (docs/product/conversation.md, "The service"). */
export const TimeQuerySchema = z.object({ time: z.coerce.number().optional() });

export const GetQuestionsBodySchema = z.object({ tenant_id: id });
