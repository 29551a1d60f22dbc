import type { AssessmentResult, ConversationState } from '@wilco/shared';
import type { Persona, PersonaProfile, PersonaTurn } from './persona/persona';
import type { StateSigner, UnsignedState } from './state-signer';
import type { Assessment, Assessor, Rubric } from './types';

/**
 * One question's conversation as an explicit state machine (docs/product/conversation.md, "The machine"):
 *   asking ──answer──▶ probing ──answer──▶ … ──▶ closed (correct | incomplete)
 *   any open state ──low-confidence voice──▶ same state, "say again", answer not counted.
 * It closes as correct when the true-labelled points reach the threshold, and as incomplete
 * when the learner has used every answer.
 */
export type ConversationEvent = 'opened' | 'say-again' | 'probe' | 'correct' | 'incomplete';

export type Turn = { role: 'persona' | 'user'; text: string; audio_location: string | null };

export type ConversationStep = {
  state: ConversationState;
  event: ConversationEvent;
  turns: Turn[];
  assessments: Assessment[];
};

export type ConversationContext = {
  tenantId: number;
  userId: number;
  /** The question attempt this conversation grades, or null for practice and previews. */
  attemptId: number | null;
  generateAudio: boolean;
  /** The server's record of the conversation and the turn this first state is issued at. */
  conversationId: number;
  turn: number;
  /** Answers already used on this question attempt (a restarted question keeps its count). */
  answers: number;
  /** Whether the close may state the model answer (docs/product/grading.md). */
  revealAnswer: boolean;
};

/** What the engine needs to know per reply, beyond the state. */
export type ReplyOptions = { meta?: ResponseMeta | undefined; revealAnswer: boolean };

/** Who judges and who speaks for this tenant and quiz; chosen per turn by the service. */
export type ConversationCast = { assessor: Assessor; persona: Persona };

export type ConversationDeps = {
  signer: StateSigner;
  /** Synthesises persona speech in its voice; null when no audio could be made (the turn goes on as text). */
  speak: (text: string, persona: PersonaProfile) => Promise<string | null>;
  maxAnswers: number;
  minVoiceConfidence: number;
  clock?: () => number;
};

export type ResponseMeta = { source: 'voice' | 'text'; confidence?: number | undefined };

export function earnedPoints(rubric: Rubric, assessments: readonly AssessmentResult[]): number {
  const points = new Map(rubric.subanswers.map((s) => [s.subanswer_id, s.points]));
  return assessments.reduce((sum, a) => sum + (a.label ? (points.get(a.subanswer_id) ?? 0) : 0), 0);
}

/** Once conveyed, an idea stays conveyed for the rest of the conversation. */
export function mergeAssessments(
  previous: readonly AssessmentResult[],
  latest: readonly Assessment[],
): AssessmentResult[] {
  const before = new Map(previous.map((a) => [a.subanswer_id, a]));
  return latest.map((a) => {
    const prior = before.get(a.subanswer_id);
    return prior?.label ? prior : { label: a.label, subanswer_id: a.subanswer_id, evidence: a.evidence };
  });
}

export function createConversationEngine(deps: ConversationDeps) {
  const clock = deps.clock ?? Date.now;
  const total = (rubric: Rubric) => rubric.subanswers.reduce((s, x) => s + x.points, 0);
  const summary = (rubric: Rubric, earned: number) =>
    `${earned} of ${total(rubric)} points (${rubric.point_threshold} needed)`;

  function personaTurn(
    rubric: Rubric,
    assessments: readonly AssessmentResult[],
    answers: number,
    context: string | null,
    revealAnswer = false,
    replies: readonly string[] = [],
  ): PersonaTurn {
    const conveyed = new Set(assessments.filter((a) => a.label).map((a) => a.subanswer_id));
    return {
      rubric,
      answers,
      replies,
      maxAnswers: deps.maxAnswers,
      missing: rubric.subanswers
        .filter((s) => !conveyed.has(s.subanswer_id))
        .sort((a, b) => b.points - a.points),
      earned: earnedPoints(rubric, assessments),
      context,
      revealAnswer,
    };
  }

  async function finish(
    base: UnsignedState,
    text: string,
    persona: Persona,
    generateAudio: boolean,
  ): Promise<ConversationState> {
    const audio = generateAudio ? await deps.speak(text, persona.profile) : null;
    return deps.signer.sign({
      ...base,
      question: text,
      questions: [...base.questions, text],
      audio_location: audio,
      issued_at: clock(),
    });
  }

  return {
    /** `context` is the quiz's scene, which the persona may draw on. */
    async start(
      rubric: Rubric,
      ctx: ConversationContext,
      cast: ConversationCast,
      context: string | null = null,
    ): Promise<ConversationStep> {
      const { persona } = cast;
      const assessments = rubric.subanswers.map((s) => ({
        label: false,
        subanswer_id: s.subanswer_id,
        evidence: null,
      }));
      const text = await persona.opening(personaTurn(rubric, assessments, ctx.answers, context));
      const state = await finish(
        {
          question_id: rubric.question_id,
          question: '',
          questions: [],
          audio_location: null,
          terminate: false,
          assessments,
          points: rubric.subanswers.map((s) => s.points),
          point_threshold: rubric.point_threshold,
          score_summary: summary(rubric, 0),
          tenant_id: ctx.tenantId,
          user_id: ctx.userId,
          attempt_id: ctx.attemptId,
          persona: persona.profile.id,
          generate_audio: ctx.generateAudio,
          answers: ctx.answers,
          replies: [],
          max_answers: deps.maxAnswers,
          conversation_id: ctx.conversationId,
          turn: ctx.turn,
          issued_at: 0,
        },
        text,
        persona,
        ctx.generateAudio,
      );
      return {
        state,
        event: 'opened',
        turns: [{ role: 'persona', text, audio_location: state.audio_location }],
        assessments: [],
      };
    },

    /**
     * `state` must already be verified; the rubric is the question's current one and the
     * cast's persona the one the state names. The next state is issued at the next turn; the
     * caller accepts it only if the server's turn counter still stands at `state.turn`.
     */
    async reply(
      state: ConversationState,
      rubric: Rubric,
      response: string,
      cast: ConversationCast,
      { meta, revealAnswer }: ReplyOptions,
    ): Promise<ConversationStep> {
      const { assessor, persona } = cast;
      const { signature: _signature, ...prior } = state;
      const base = { ...prior, turn: state.turn + 1 };
      const user: Turn = { role: 'user', text: response, audio_location: null };
      const unsure =
        meta?.source === 'voice' &&
        meta.confidence !== undefined &&
        meta.confidence < deps.minVoiceConfidence;
      if (unsure) {
        const text = await persona.sayAgain(
          personaTurn(rubric, state.assessments, state.answers, null, revealAnswer, state.replies),
        );
        const next = await finish(base, text, persona, state.generate_audio);
        return {
          state: next,
          event: 'say-again',
          turns: [user, { role: 'persona', text, audio_location: next.audio_location }],
          assessments: [],
        };
      }
      const latest = await assessor.assess(rubric, response);
      const assessments = mergeAssessments(state.assessments, latest);
      const answers = state.answers + 1;
      const earned = earnedPoints(rubric, assessments);
      const replies = [...state.replies, response];
      const turn = personaTurn(rubric, assessments, answers, null, revealAnswer, replies);
      const correct = earned >= rubric.point_threshold;
      const outOfAnswers = answers >= state.max_answers;
      const event: ConversationEvent = correct ? 'correct' : outOfAnswers ? 'incomplete' : 'probe';
      const text =
        event === 'correct'
          ? await persona.closeCorrect(turn)
          : event === 'incomplete'
            ? await persona.closeIncomplete(turn)
            : await persona.followUp(turn);
      const next = await finish(
        {
          ...base,
          assessments,
          points: rubric.subanswers.map((s) => s.points),
          point_threshold: rubric.point_threshold,
          score_summary: summary(rubric, earned),
          answers,
          replies,
          // docs/product/conversation.md, "Conversation state": `terminate` means the answers ran out
          // (the player then adds the maximum-answers sentence); a right answer with answers to spare
          // closes the conversation through its points alone.
          terminate: outOfAnswers,
        },
        text,
        persona,
        // The player replaces the closing line with the outcome message and never plays it
        // (docs/product/grading.md), so only probes are synthesised.
        state.generate_audio && event === 'probe',
      );
      return {
        state: next,
        event,
        turns: [user, { role: 'persona', text, audio_location: next.audio_location }],
        assessments: latest,
      };
    },
  };
}
export type ConversationEngine = ReturnType<typeof createConversationEngine>;
