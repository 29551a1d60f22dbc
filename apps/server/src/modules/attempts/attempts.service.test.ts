import { conversationOver } from '@wilco/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import type { AuthContext } from '../../plugins/access';
import { databaseKinds } from '../../test/databases';
import { serviceTest } from '../../test/service-tier';

/**
 * Service tier (docs/architecture.md, "Conventions"): attempts and the examiner called as the
 * routes call them, on a real database, each case with its own tenant, learner and quiz.
 */
describe.shuffle.each(databaseKinds())('quiz attempts service on %s', (kind) => {
  const it = serviceTest(kind);

  const chat = (quizId: number) => ({ quiz_id: quizId, question_ids: null, attempt_type: 'chat' as const });

  /** Has the examiner ask the question and hear `response`, as /qs does; answers the closing state. */
  async function answer(
    app: FastifyInstance,
    auth: AuthContext,
    ids: { questionId: number; questionAttemptId: number },
    response: string,
  ) {
    const caller = { tenant_id: auth.tenantId, user_id: auth.userId, question_id: ids.questionId };
    const opened = await app.conversation.initialState(auth, {
      ...caller,
      generate_audio: false,
      attempt_id: ids.questionAttemptId,
    });
    return app.conversation.followUp(auth, { ...caller, response, state: opened as Record<string, unknown> });
  }

  it('scores a completed attempt from what the examiner decided, never from the learner', async ({
    app,
    learner,
    quiz,
  }) => {
    const attempt = await app.attempts.service.create(learner, chat(quiz.quizId));
    const [first, second] = attempt.question_attempts;
    const closed = await answer(
      app,
      learner,
      { questionId: first!.question_id, questionAttemptId: first!.question_attempt_id },
      quiz.questions[0]!.answer,
    );
    expect(conversationOver(closed)).toBe(true);
    // The learner may skip the other question, not call it correct.
    await expect(
      app.attempts.service.saveQuestion(learner, attempt.quiz_attempt_id, {
        question_attempt_id: second!.question_attempt_id,
        attempt_status: 'correct',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await app.attempts.service.saveQuestion(learner, attempt.quiz_attempt_id, {
      question_attempt_id: second!.question_attempt_id,
      attempt_status: 'skipped',
    });

    const completed = await app.attempts.service.complete(learner, attempt.quiz_attempt_id);
    expect(completed.completed).toBe(true);
    expect(completed.score).toBe(0.5);
    expect(completed.question_attempts.map((q) => q.attempt_status)).toEqual(['correct', 'skipped']);
    // Completing again changes nothing.
    expect((await app.attempts.service.complete(learner, attempt.quiz_attempt_id)).score).toBe(0.5);
  });

  it('keeps a decided outcome final: the learner cannot turn it into a skip', async ({
    app,
    learner,
    quiz,
  }) => {
    const attempt = await app.attempts.service.create(learner, chat(quiz.quizId));
    const first = attempt.question_attempts[0]!;
    await answer(
      app,
      learner,
      { questionId: first.question_id, questionAttemptId: first.question_attempt_id },
      quiz.questions[0]!.answer,
    );
    await expect(
      app.attempts.service.saveQuestion(learner, attempt.quiz_attempt_id, {
        question_attempt_id: first.question_attempt_id,
        attempt_status: 'skipped',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const read = await app.attempts.service.get(learner, attempt.quiz_attempt_id);
    expect(read.question_attempts[0]!.attempt_status).toBe('correct');
    // Once final, the learner may read the answer.
    expect(read.question_attempts[0]!.answer).toBe(quiz.questions[0]!.answer);
    expect(read.question_attempts[1]!.answer).toBeNull();
  });

  it('keeps an attempt to its learner: another learner of the tenant cannot read, save or complete it', async ({
    app,
    learner,
    makeUser,
    quiz,
  }) => {
    const attempt = await app.attempts.service.create(learner, chat(quiz.quizId));
    const other = await makeUser();
    const notFound = { statusCode: 404 };
    await expect(app.attempts.service.get(other, attempt.quiz_attempt_id)).rejects.toMatchObject(notFound);
    await expect(app.attempts.service.complete(other, attempt.quiz_attempt_id)).rejects.toMatchObject(
      notFound,
    );
    await expect(
      app.attempts.service.saveQuestion(other, attempt.quiz_attempt_id, {
        question_attempt_id: attempt.question_attempts[0]!.question_attempt_id,
        attempt_status: 'skipped',
      }),
    ).rejects.toMatchObject(notFound);
    expect((await app.attempts.service.get(learner, attempt.quiz_attempt_id)).completed).toBe(false);
  });

  it("does not start an attempt at another tenant's quiz", async ({ app, quiz, makeTenant, makeUser }) => {
    const elsewhere = await makeTenant();
    const stranger = await makeUser(['Learner'], elsewhere.tenant_id);
    await expect(app.attempts.service.create(stranger, chat(quiz.quizId))).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await app.attempts.repo.forQuiz(stranger.userId, quiz.quizId)).toEqual([]);
  });
});
