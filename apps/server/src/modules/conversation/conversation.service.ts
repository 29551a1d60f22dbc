import {
  ConversationStateSchema,
  conversationOver,
  isFinalStatus,
  type ConversationState,
} from '@wilco/shared';
import type {
  ConversationEngine,
  ConversationStep,
  ResponseMeta,
} from '../../engines/conversation/conversation';
import { earnedPoints } from '../../engines/conversation/conversation';
import type { Rubric } from '../../engines/conversation/types';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import { canSeeRubrics, type ContentService } from '../content/content.service';
import { personaForContext } from '../../engines/conversation/persona/profiles';
import type { StateSigner } from '../../engines/conversation/state-signer';
import type { CastSelector } from './conversation-cast';
import type { ConversationRepository } from './conversation.repository';
import type { ConversationSessionsRepository, Outcome } from './conversation-sessions.repository';
import { ratingFor } from '../review/review-rules';

export type Caller = { tenant_id: number; user_id: number; question_id: number };

/** docs/product/grading.md: the texts a learner's client shows for a refused turn. */
export const STALE_STATE =
  'This conversation state is out of date: it was already answered or the question was restarted';
export const EXPIRED_STATE = 'This conversation has expired; start the question again';
export const QUESTION_FINAL = 'This question is finished; move on to the next one';

/** A state is accepted for `ttlMs` after it was issued (docs/product/grading.md). */
export const isExpired = (issuedAt: number, now: number, ttlMs: number) => now - issuedAt > ttlMs;

/** The outcome a closing turn records: the examiner's, never the client's. */
export function outcomeOf(step: ConversationStep, rubric: Rubric): Outcome | null {
  if (step.event !== 'correct' && step.event !== 'incomplete') return null;
  return {
    status: step.event === 'correct' ? 'correct' : 'incorrect',
    earned: earnedPoints(rubric, step.state.assessments),
    possible: rubric.subanswers.reduce((sum, s) => sum + s.points, 0),
  };
}

export function createConversationService(deps: {
  repo: ConversationRepository;
  sessions: ConversationSessionsRepository;
  content: ContentService;
  engine: ConversationEngine;
  signer: StateSigner;
  cast: CastSelector;
  stateTtlMs: number;
  clock?: () => number;
}) {
  const { repo, sessions, content, engine, signer, cast } = deps;
  const clock = deps.clock ?? Date.now;

  /**
   * The body names tenant and user (docs/product/conversation.md, "The service"); they must be the caller's
   * own.
   */
  async function checkCaller(auth: AuthContext, body: Caller) {
    if (body.tenant_id !== auth.tenantId) throw notFound('Question not found');
    if (body.user_id !== auth.userId) throw forbidden('You can only answer as yourself');
    if (!(await content.canReach(auth, body.question_id))) throw notFound('Question not found');
    const rubric = await repo.rubric(auth.tenantId, body.question_id);
    if (!rubric) throw notFound('Question not found');
    if (rubric.subanswers.length === 0) throw new HttpError(409, 'This question has no rubric yet');
    return rubric;
  }

  /**
   * The question attempt a new conversation grades (docs/product/grading.md): the one named,
   * which must be the caller's, at this question and still open; with none named, a learner's
   * open attempt holding the question. Authors without one preview, which grades nothing.
   */
  async function bindAttempt(auth: AuthContext, questionId: number, named: number | null) {
    if (named === null) {
      if (canSeeRubrics(auth.roles)) return null;
      return sessions.openAttemptFor(auth.tenantId, auth.userId, questionId);
    }
    const attempt = await sessions.ownedAttempt(auth.userId, named, questionId);
    if (!attempt) throw notFound('Question attempt not found');
    if (attempt.completed) throw conflict('This quiz attempt is already completed');
    if (isFinalStatus(attempt.attempt_status))
      throw conflict(`This question is already final (${attempt.attempt_status})`);
    return attempt.question_attempt_id;
  }

  /** The rows of a step's turns, numbered on from `firstIndex`. */
  function turnRows(auth: AuthContext, state: ConversationState, step: ConversationStep, firstIndex: number) {
    return step.turns.map((turn, i) => ({
      question_attempt_id: state.attempt_id,
      tenant_id: auth.tenantId,
      user_id: auth.userId,
      question_id: state.question_id,
      turn_index: firstIndex + i,
      role: turn.role,
      text: turn.text,
      audio_location: turn.audio_location,
      assessments: turn.role === 'user' ? step.assessments : null,
      points: turn.role === 'persona' ? state.points : null,
      terminate: turn.role === 'persona' && conversationOver(state),
    }));
  }

  /** The signed state, checked for forgery, ownership and age before anything is judged. */
  function checkState(auth: AuthContext, body: Caller & { state: Record<string, unknown> }) {
    // Verify before parsing: a tampered state is refused whatever it contains.
    if (!signer.verify(body.state)) throw badRequest('Invalid conversation state', 'invalid_state');
    const parsed = ConversationStateSchema.safeParse(body.state);
    if (!parsed.success) throw badRequest('Invalid conversation state', 'invalid_state');
    const state = parsed.data;
    if (
      state.question_id !== body.question_id ||
      state.user_id !== auth.userId ||
      state.tenant_id !== auth.tenantId
    ) {
      throw badRequest('This conversation state belongs to another question or user', 'invalid_state');
    }
    if (conversationOver(state)) throw conflict(QUESTION_FINAL);
    if (isExpired(state.issued_at, clock(), deps.stateTtlMs)) throw conflict(EXPIRED_STATE, 'expired_state');
    return state;
  }

  return {
    async initialState(
      auth: AuthContext,
      body: Caller & { generate_audio: boolean; attempt_id: number | null },
    ) {
      const rubric = await checkCaller(auth, body);
      const attemptId = await bindAttempt(auth, body.question_id, body.attempt_id);
      // Independent: the scene is read while the conversation row is opened.
      const [context, opened] = await Promise.all([
        repo.quizContext(auth.tenantId, auth.userId, body.question_id, attemptId),
        sessions.open(
          {
            tenant_id: auth.tenantId,
            user_id: auth.userId,
            question_id: body.question_id,
            question_attempt_id: attemptId,
          },
          new Date(clock() - deps.stateTtlMs),
        ),
      ]);
      const persona = personaForContext(context);
      const step = await engine.start(
        rubric,
        {
          tenantId: auth.tenantId,
          userId: auth.userId,
          attemptId,
          generateAudio: body.generate_audio,
          conversationId: opened.conversation_id,
          turn: opened.turn,
          answers: opened.answers,
          // A practice conversation beside an open attempt must not hand out the answer.
          revealAnswer: attemptId !== null || canSeeRubrics(auth.roles),
        },
        await cast.cast(auth.tenantId, persona.id),
        context,
      );
      // Stored before the learner hears the question (docs/decisions/029-acknowledged-writes.md).
      await repo.saveTurns(turnRows(auth, step.state, step, 0));
      return step.state;
    },

    async followUp(
      auth: AuthContext,
      body: Caller & {
        response: string;
        state: Record<string, unknown>;
        response_meta?: ResponseMeta | undefined;
      },
    ) {
      const state = checkState(auth, body);
      const rubric = await checkCaller(auth, body);
      // The signed state names the persona, so the whole conversation keeps one voice.
      const step = await engine.reply(
        state,
        rubric,
        body.response,
        await cast.cast(auth.tenantId, state.persona),
        {
          meta: body.response_meta,
          revealAnswer: state.attempt_id !== null || canSeeRubrics(auth.roles),
        },
      );
      const outcome = state.attempt_id === null ? null : outcomeOf(step, rubric);
      const accepted = await sessions.advance({
        conversationId: state.conversation_id,
        userId: auth.userId,
        turn: state.turn,
        answers: step.state.answers,
        questionAttemptId: state.attempt_id,
        outcome,
        turns: turnRows(auth, step.state, step, state.questions.length * 2 - 1),
        // docs/product/spaced-review.md: the rating comes from the outcome the server decided.
        ...(outcome && {
          review: {
            tenantId: auth.tenantId,
            questionId: state.question_id,
            rating: ratingFor({
              status: outcome.status,
              answers: step.state.answers,
              elapsedMs: clock() - state.issued_at,
            }),
          },
        }),
      });
      if (accepted === 'stale') throw conflict(STALE_STATE, 'stale_state');
      if (accepted === 'final') throw conflict(QUESTION_FINAL, 'question_final');
      return step.state;
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
