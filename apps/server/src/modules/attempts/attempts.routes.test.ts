import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuizAttempt, Quiz, ScoreRecord } from '@wilco/shared';
import { feedback } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createSignedInUser, login } from '../../test/fixtures';
import { gradeByExaminer, type Asker } from '../../test/grading';

describe.shuffle.each(databaseKinds())('quiz attempts and scores on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  const as = async (email: string) => bearer((await login(t.app, email, TEST_PASSWORD)).idToken);

  const put = (who: Asker, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/attempt/quiz_attempt/${id}`, headers: who.headers, payload });
  const startWhole = (who: Asker, quiz: Quiz) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attempt/quiz_attempt',
      headers: who.headers,
      payload: {
        quiz_id: quiz.quiz_id,
        question_ids: null,
        area_id: quiz.area_id,
        course_id: quiz.course_id,
        attempt_type: 'chat',
      },
    });
  /** A learner of its own with quiz 1 in hand. */
  const learnerWithQuiz = async () => {
    const who = await createSignedInUser(t.app);
    const quiz = (await t.app.inject({ url: '/api/quiz/1', headers: who.headers })).json<Quiz>();
    return { who, quiz };
  };
  /** A learner's attempt over quiz 1: the first question correct, the second incorrect, the rest open. */
  const gradedAttempt = async () => {
    const { who, quiz } = await learnerWithQuiz();
    const attempt = (await startWhole(who, quiz)).json<QuizAttempt>();
    await gradeByExaminer(t.app, who, attempt.question_attempts[0]!, 'correct');
    await gradeByExaminer(t.app, who, attempt.question_attempts[1]!, 'incorrect');
    return { who, quiz, attempt };
  };

  it('starts an attempt over the whole quiz with every question not attempted', async () => {
    const { who, quiz } = await learnerWithQuiz();
    const res = await startWhole(who, quiz);
    expect(res.statusCode).toBe(200);
    const attempt = res.json<QuizAttempt>();
    expect(attempt.question_attempts.map((q) => q.question_id)).toEqual(quiz.question_ids);
    expect(attempt.question_attempts.every((q) => q.attempt_status === 'not_attempted')).toBe(true);
    expect(attempt).toMatchObject({
      completed: false,
      attempt_type: 'chat',
      name: quiz.name,
      question_set: 'All',
    });
  });

  it('refuses questions from another quiz', async () => {
    const { who, quiz } = await learnerWithQuiz();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/attempt/quiz_attempt',
      headers: who.headers,
      payload: { quiz_id: quiz.quiz_id, question_ids: [999_999], attempt_type: 'voice' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not part of this quiz');
  });

  it('refuses a course or area the quiz is not in, naming it, instead of filing the attempt there', async () => {
    const { who, quiz } = await learnerWithQuiz();
    const start = (where: { course_id: number | null; area_id: number | null }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/attempt/quiz_attempt',
        headers: who.headers,
        payload: { quiz_id: quiz.quiz_id, question_ids: null, attempt_type: 'chat', ...where },
      });
    const unknown = await start({ course_id: 999_999, area_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This quiz is not in course 999999');
    const otherArea = await start({ course_id: quiz.course_id, area_id: quiz.area_id + 1 });
    expect(otherArea.statusCode).toBe(400);
    expect(otherArea.json().message).toBe(`This quiz is not in area ${quiz.area_id + 1}`);
    // Either may be left out; the quiz's own place is used.
    const placed = await start({ course_id: null, area_id: null });
    expect(placed.json<QuizAttempt>()).toMatchObject({ course_id: quiz.course_id, area_id: quiz.area_id });
    expect((await start({ course_id: quiz.course_id, area_id: quiz.area_id })).statusCode).toBe(200);
  });

  it('discards an attempt nothing was done in (leaving a quiz before starting it), and no other', async () => {
    const { who, quiz } = await learnerWithQuiz();
    const discard = (id: number, by: Asker = who) =>
      t.app.inject({ method: 'DELETE', url: `/api/attempt/quiz_attempt/${id}`, headers: by.headers });
    const untouched = (await startWhole(who, quiz)).json<QuizAttempt>();
    const stranger = await createSignedInUser(t.app);
    expect((await discard(untouched.quiz_attempt_id, stranger)).statusCode).toBe(404);
    const gone = await discard(untouched.quiz_attempt_id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ success: true });
    const read = await t.app.inject({
      url: `/api/attempt/quiz_attempt/${untouched.quiz_attempt_id}`,
      headers: who.headers,
    });
    expect(read.statusCode).toBe(404);
    const history = await t.app.inject({ url: `/api/attempt/quiz/${quiz.quiz_id}`, headers: who.headers });
    expect(history.json().quiz_attempts).toEqual([]);

    const touched = (await startWhole(who, quiz)).json<QuizAttempt>();
    await put(who, touched.quiz_attempt_id, {
      question_attempt_id: touched.question_attempts[0]!.question_attempt_id,
      attempt_status: 'skipped',
    });
    const kept = await discard(touched.quiz_attempt_id);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('Only an attempt with no question answered or skipped can be discarded');
    await t.app.inject({
      method: 'POST',
      url: `/api/attempt/quiz_attempt/${touched.quiz_attempt_id}/complete`,
      headers: who.headers,
    });
    expect((await discard(touched.quiz_attempt_id)).statusCode).toBe(404);
  });

  it('saves the examiner’s result again idempotently, recording feedback once', async () => {
    const { who, quiz } = await learnerWithQuiz();
    const attempt = (await startWhole(who, quiz)).json<QuizAttempt>();
    const first = attempt.question_attempts[0]!;
    await gradeByExaminer(t.app, who, first, 'correct');
    const body = {
      question_attempt_id: first.question_attempt_id,
      attempt_status: 'correct',
      feedback: 'Great question',
    };
    const a = await put(who, attempt.quiz_attempt_id, body);
    const b = await put(who, attempt.quiz_attempt_id, body);
    expect(a.statusCode).toBe(200);
    expect(b.json<QuizAttempt>().question_attempts[0]).toMatchObject({
      attempt_status: 'correct',
      feedback: 'Great question',
    });
    const rows = await t.app.db
      .select()
      .from(feedback)
      .where(eq(feedback.question_attempt_id, first.question_attempt_id));
    expect(rows).toHaveLength(1);
  });

  it('reports per-question scores for Best/Worst sets, null when never answered', async () => {
    const { who, quiz, attempt } = await gradedAttempt();
    const res = await t.app.inject({ url: `/api/attempt/quiz/${quiz.quiz_id}`, headers: who.headers });
    const body = res.json<{
      quiz_attempts: QuizAttempt[];
      question_ids_by_score: [number, number | null][];
    }>();
    expect(body.quiz_attempts.map((a) => a.quiz_attempt_id)).toContain(attempt.quiz_attempt_id);
    const scores = new Map(body.question_ids_by_score);
    expect(scores.get(quiz.question_ids[0]!)).toBe(1);
    expect(scores.get(quiz.question_ids[1]!)).toBe(0);
    expect(scores.get(quiz.question_ids[2]!)).toBeNull();
  });

  it('scores quiz, area and course progress from saved results', async () => {
    const { who, quiz } = await gradedAttempt();
    const post = async (scope: string, ids: number[]) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/score/${scope}/getByIds`,
          headers: who.headers,
          payload: { ids },
        })
      ).json<ScoreRecord[]>();
    const [quizScore] = await post('quiz', [quiz.quiz_id]);
    expect(quizScore).toMatchObject({
      quiz_id: quiz.quiz_id,
      numerator: 1,
      answered: 2,
      attempted: 2,
      denominator: quiz.question_ids.length,
    });
    const [areaScore] = await post('area', [quiz.area_id]);
    expect(areaScore?.numerator).toBe(1);
    expect(areaScore!.denominator).toBeGreaterThanOrEqual(quiz.question_ids.length);
    const [courseScore] = await post('course', [quiz.course_id]);
    expect(courseScore?.numerator).toBe(1);
    expect(await post('quiz', [987_654])).toEqual([]);
  });

  it('completes with a score, then answers saves with the spec’s 404', async () => {
    const { who, quiz, attempt } = await gradedAttempt();
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}/complete`,
      headers: who.headers,
    });
    const completed = done.json<QuizAttempt>();
    expect(completed.completed).toBe(true);
    expect(completed.score).toBeCloseTo(1 / quiz.question_ids.length);
    expect(completed.date_completed).not.toBeNull();
    // The answer comes with each final question, as on every read of the attempt.
    expect(completed.question_attempts.slice(0, 2).every((q) => q.answer !== null)).toBe(true);
    expect(
      (
        await t.app.inject({
          url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`,
          headers: who.headers,
        })
      ).json<QuizAttempt>(),
    ).toEqual(completed);
    const again = await put(who, attempt.quiz_attempt_id, {
      question_attempt_id: attempt.question_attempts[2]!.question_attempt_id,
      attempt_status: 'skipped',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: 'Quiz attempt id not found',
      detail: 'Quiz attempt id not found',
    });
  });

  it('keeps attempts private to their owner', async () => {
    const { who, quiz } = await learnerWithQuiz();
    const attempt = (await startWhole(who, quiz)).json<QuizAttempt>();
    expect(
      (
        await t.app.inject({
          url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`,
          headers: who.headers,
        })
      ).statusCode,
    ).toBe(200);
    const other = await as('trial@wilco.dev');
    expect(
      (await t.app.inject({ url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`, headers: other }))
        .statusCode,
    ).toBe(404);
  });

  it('lists each attempt of the quiz with its own questions, newest first', async () => {
    const { who, quiz } = await learnerWithQuiz();
    const attempt = (await startWhole(who, quiz)).json<QuizAttempt>();
    const ids = [quiz.question_ids[2]!, quiz.question_ids[0]!];
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/attempt/quiz_attempt',
        headers: who.headers,
        payload: { quiz_id: quiz.quiz_id, question_ids: ids, attempt_type: 'chat' },
      })
    ).json<QuizAttempt>();
    const listed = (
      await t.app.inject({ url: `/api/attempt/quiz/${quiz.quiz_id}`, headers: who.headers })
    ).json<{
      quiz_attempts: QuizAttempt[];
    }>().quiz_attempts;
    expect(listed.map((a) => a.quiz_attempt_id)).toEqual([second.quiz_attempt_id, attempt.quiz_attempt_id]);
    expect(listed[0]!.question_attempts.map((q) => q.question_id)).toEqual(ids);
    expect(listed[1]!.question_attempts.map((q) => q.question_id)).toEqual(quiz.question_ids);
  });
});
