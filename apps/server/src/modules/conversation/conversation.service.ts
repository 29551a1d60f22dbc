import { ConversationStateSchema, type ConversationState } from '@wilco/shared';
import type {
  ConversationEngine,
  ConversationStep,
  ResponseMeta,
} from '../../engines/conversation/conversation';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { ContentService } from '../content/content.service';
import { personaForContext } from '../../engines/conversation/persona/profiles';
import type { StateSigner } from '../../engines/conversation/state-signer';
import type { CastSelector } from './conversation-cast';
import type { ConversationRepository } from './conversation.repository';

export type Caller = { tenant_id: number; user_id: number; question_id: number };

export function createConversationService(deps: {
  repo: ConversationRepository;
  content: ContentService;
  engine: ConversationEngine;
  signer: StateSigner;
  cast: CastSelector;
}) {
  const { repo, content, engine, signer, cast } = deps;

  /** The body names tenant and user (spec 02 §7); they must be the caller's own. */
  async function checkCaller(auth: AuthContext, body: Caller) {
    if (body.tenant_id !== auth.tenantId) throw notFound('Question not found');
    if (body.user_id !== auth.userId) throw forbidden('You can only answer as yourself');
    if (!(await content.canReach(auth, body.question_id))) throw notFound('Question not found');
    const rubric = await repo.rubric(auth.tenantId, body.question_id);
    if (!rubric) throw notFound('Question not found');
    if (rubric.subanswers.length === 0) throw new HttpError(409, 'This question has no rubric yet');
    return rubric;
  }

  async function persist(
    auth: AuthContext,
    state: ConversationState,
    step: ConversationStep,
    firstIndex: number,
  ) {
    const attemptId =
      state.attempt_id && (await repo.ownedQuestionAttempt(auth.userId, state.attempt_id, state.question_id))
        ? state.attempt_id
        : null;
    repo.saveTurns(
      step.turns.map((turn, i) => ({
        question_attempt_id: attemptId,
        tenant_id: auth.tenantId,
        user_id: auth.userId,
        question_id: state.question_id,
        turn_index: firstIndex + i,
        role: turn.role,
        text: turn.text,
        audio_location: turn.audio_location,
        assessments: turn.role === 'user' ? step.assessments : null,
        points: turn.role === 'persona' ? state.points : null,
        terminate: turn.role === 'persona' && state.terminate,
      })),
    );
  }

  return {
    async initialState(
      auth: AuthContext,
      body: Caller & { generate_audio: boolean; attempt_id: number | null },
    ) {
      const rubric = await checkCaller(auth, body);
      const context = await repo.quizContext(auth.tenantId, auth.userId, body.question_id, body.attempt_id);
      const persona = personaForContext(context);
      const step = await engine.start(
        rubric,
        {
          tenantId: auth.tenantId,
          userId: auth.userId,
          attemptId: body.attempt_id,
          generateAudio: body.generate_audio,
        },
        await cast.cast(auth.tenantId, persona.id),
        context,
      );
      await persist(auth, step.state, step, 0);
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
      if (state.terminate) throw new HttpError(409, 'This question is finished; move on to the next one');
      const rubric = await checkCaller(auth, body);
      // The signed state names the persona, so the whole conversation keeps one voice.
      const step = await engine.reply(
        state,
        rubric,
        body.response,
        await cast.cast(auth.tenantId, state.persona),
        body.response_meta,
      );
      await persist(auth, step.state, step, state.questions.length * 2 - 1);
      return step.state;
    },
  };
}
