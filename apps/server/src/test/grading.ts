import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversationOver, type ConversationState, type QuizAttempt } from '@wilco/shared';
import { questionAttempts, questions } from '../db/schema';
import { TEST_PASSWORD } from './app';
import { bearer, login } from './fixtures';

export type Asker = { headers: Record<string, string>; userId: number };

/** Signs a seeded user in: their bearer headers and user id, to ask and answer as them. */
export async function signInAsker(app: FastifyInstance, email: string): Promise<Asker> {
  const headers = bearer((await login(app, email, TEST_PASSWORD)).idToken);
  const userId = (await app.inject({ url: '/api/user', headers })).json().auth_user.user_id as number;
  return { headers, userId };
}
export type Asked = { question_id: number; question_attempt_id: number | null };

/** Starts a chat attempt of the whole quiz as `who`. */
export async function startQuizAttempt(app: FastifyInstance, who: Asker, quizId: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/attempt/quiz_attempt',
    headers: who.headers,
    payload: { quiz_id: quizId, question_ids: null, attempt_type: 'chat' },
  });
  if (res.statusCode !== 200) throw new Error(`quiz_attempt ${res.statusCode}: ${res.body}`);
  return res.json<QuizAttempt>();
}

/** `POST /qs/initial_state` for a question attempt (null: preview or practice). */
export function startQuestion(app: FastifyInstance, who: Asker, asked: Asked, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/qs/initial_state?time=1',
    headers: who.headers,
    payload: {
      tenant_id: 1,
      question_id: asked.question_id,
      user_id: who.userId,
      generate_audio: false,
      attempt_id: asked.question_attempt_id,
      ...extra,
    },
  });
}

export function answerQuestion(app: FastifyInstance, who: Asker, state: ConversationState, response: string) {
  return app.inject({
    method: 'POST',
    url: '/qs/follow_up?time=2',
    headers: who.headers,
    payload: { tenant_id: 1, question_id: state.question_id, user_id: who.userId, response, state },
  });
}

/**
 * Has the examiner decide a question the way a learner gets a grade: the model answer for
 * correct, "roger" until the answers run out for incorrect. Returns the closing state.
 */
export async function gradeByExaminer(
  app: FastifyInstance,
  who: Asker,
  asked: Asked,
  outcome: 'correct' | 'incorrect',
): Promise<ConversationState> {
  const [row] = await app.db.select().from(questions).where(eq(questions.question_id, asked.question_id));
  const started = await startQuestion(app, who, asked);
  if (started.statusCode !== 200) throw new Error(`initial_state ${started.statusCode}: ${started.body}`);
  let state = started.json<ConversationState>();
  while (!conversationOver(state)) {
    const res = await answerQuestion(app, who, state, outcome === 'correct' ? row!.answer : 'roger');
    if (res.statusCode !== 200) throw new Error(`follow_up ${res.statusCode}: ${res.body}`);
    state = res.json<ConversationState>();
  }
  return state;
}

/**
 * Records an outcome as the examiner would when it closes a question (for suites about what
 * happens with outcomes, not about how they are reached: that is gradeByExaminer).
 */
export async function recordExaminerOutcome(
  app: FastifyInstance,
  questionAttemptId: number,
  status: 'correct' | 'incorrect',
) {
  await app.db
    .update(questionAttempts)
    .set({ attempt_status: status, decided_at: new Date() })
    .where(eq(questionAttempts.question_attempt_id, questionAttemptId));
}
