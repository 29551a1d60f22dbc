import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  QUESTION_SET_ERROR,
  type ConversationState,
  type Quiz,
  type QuizAttempt,
  type ReviewSummary,
} from '@wilco/shared';
import { quizzes, reviewCards, reviewLogs } from '../../db/schema';
import { personaForContext } from '../../engines/conversation/persona/profiles';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { createSignedInUser, createTenantWithUsers } from '../../test/fixtures';
import {
  answerQuestion,
  gradeByExaminer,
  signInAsker,
  startQuizAttempt,
  startQuestion,
  type Asker,
} from '../../test/grading';
import { DAY_MS, RATING } from './review-rules';

/** Issue 20 (docs/product/spaced-review.md): graded outcomes schedule reviews; Due plays them. */
describe.shuffle.each(databaseKinds())('spaced review on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true, testClock: true });
  // Every case starts at today; the clock is the app's, not the case's.
  beforeEach(async () => {
    expect((await setClock(0)).statusCode).toBe(200);
  });

  const asker = (email: string) => signInAsker(t.app, email);
  const summary = async (who: Asker) => {
    const res = await t.app.inject({ url: '/api/review/summary?tz_offset=0', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewSummary>();
  };
  const startDue = (who: Asker, quiz_id: number | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/review/quiz_attempt',
      headers: who.headers,
      payload: { quiz_id, attempt_type: 'chat', tz_offset: 0 },
    });
  const setClock = (days: number) =>
    t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { offset_ms: days * DAY_MS } });
  const quizDue = async (who: Asker, quizId: number) => {
    const res = await t.app.inject({ url: `/api/review/quiz/${quizId}?tz_offset=0`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ due: number }>().due;
  };
  const cardsOf = (userId: number) =>
    t.app.db.select().from(reviewCards).where(eq(reviewCards.user_id, userId));
  /** A learner of its own with an attempt over quiz 1. */
  const learnerWithAttempt = async (roles = ['Learner']) => {
    const learner = await createSignedInUser(t.app, { roles });
    const attempt = await startQuizAttempt(t.app, learner, 1);
    return { learner, attempt, qa: (i: number) => attempt.question_attempts[i]! };
  };
  /** Today, question 0 answered right at once (Easy) and question 1 missed (Again: due tomorrow). */
  const gradedLearner = async (roles?: string[]) => {
    const made = await learnerWithAttempt(roles);
    await gradeByExaminer(t.app, made.learner, made.qa(0), 'correct');
    await gradeByExaminer(t.app, made.learner, made.qa(1), 'incorrect');
    return made;
  };

  it('moves a card once per graded question attempt, rated from the outcome', async () => {
    const learner = await createSignedInUser(t.app);
    const quiz = (await t.app.inject({ url: '/api/quiz/1', headers: learner.headers })).json<Quiz>();
    const attempt = await startQuizAttempt(t.app, learner, quiz.quiz_id);
    const qa = (i: number) => attempt.question_attempts[i]!;
    expect((await startDue(learner, null)).json().message).toBe(QUESTION_SET_ERROR);

    await gradeByExaminer(t.app, learner, qa(0), 'correct');
    const lastState = await gradeByExaminer(t.app, learner, qa(1), 'incorrect');
    const logs = await t.app.db.select().from(reviewLogs).where(eq(reviewLogs.user_id, learner.userId));
    expect(logs.map((l) => [l.question_attempt_id, l.rating])).toEqual([
      // Correct on the first answer, at once: Easy. Out of answers: Again.
      [qa(0).question_attempt_id, RATING.Easy],
      [qa(1).question_attempt_id, RATING.Again],
    ]);
    const cards = await cardsOf(learner.userId);
    expect(cards).toHaveLength(2);
    expect(cards.every((c) => c.reps === 1)).toBe(true);

    // The same attempt never moves a card again: a replayed closing turn, or a second record.
    const replay = await answerQuestion(t.app, learner, lastState, 'roger');
    expect(replay.statusCode).toBe(409);
    const again = await t.app.review.repo.record(
      t.app.db,
      {
        tenantId: 1,
        userId: learner.userId,
        questionId: qa(1).question_id,
        questionAttemptId: qa(1).question_attempt_id,
        rating: RATING.Good,
      },
      new Date(),
    );
    expect(again).toBe(false);
    expect((await cardsOf(learner.userId)).map((c) => c.reps)).toEqual([1, 1]);
  });

  it('shows nothing due today, then the missed question once the clock moves a day', async () => {
    const { learner, qa } = await gradedLearner();
    const today = await summary(learner);
    // Again: tomorrow. Easy: beyond the coming week.
    expect(today.due).toEqual({ overdue: 0, today: 0, week: 1 });
    expect(await quizDue(learner, 1)).toBe(0);
    const none = await startDue(learner, 1);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Error setting up quiz');

    expect((await setClock(1)).statusCode).toBe(200);
    const tomorrow = await summary(learner);
    expect(tomorrow.due.today + tomorrow.due.overdue).toBe(1);
    const res = await startDue(learner, null);
    expect(res.statusCode, res.body).toBe(200);
    const due = res.json<QuizAttempt>();
    expect(due).toMatchObject({ quiz_id: null, question_set: 'Due', name: 'Review' });
    expect(await quizDue(learner, 1)).toBe(1);
    // docs/product/spaced-review.md, "Resuming a review": Home offers the open review back.
    expect((await summary(learner)).open_review).toMatchObject({
      quiz_attempt_id: due.quiz_attempt_id,
      attempt_type: 'chat',
      questions: 1,
      answered: 0,
    });
    expect(due.question_attempts.map((q) => q.question_id)).toEqual([qa(1).question_id]);
    const inQuiz = (await startDue(learner, 1)).json<QuizAttempt>();
    expect(inQuiz).toMatchObject({ quiz_id: 1, question_set: 'Due' });
    expect(inQuiz.question_attempts.map((q) => q.question_id)).toEqual([qa(1).question_id]);

    // Reviewing it moves it out of today's set.
    await gradeByExaminer(t.app, learner, inQuiz.question_attempts[0]!, 'correct');
    expect((await summary(learner)).due.today).toBe(0);
    expect(await quizDue(learner, 1)).toBe(0);
    expect((await startDue(learner, null)).statusCode).toBe(409);
  });

  it('resumes the open review across courses until it is finished', async () => {
    const { learner } = await gradedLearner();
    // A day on, the missed question is due: a review of it is started and left open.
    await setClock(1);
    expect((await startDue(learner, null)).statusCode).toBe(200);
    const open = (await summary(learner)).open_review!;
    expect(open).not.toBeNull();
    // The player's resume reads the attempt; it belongs to no quiz.
    const read = await t.app.inject({
      url: `/api/attempt/quiz_attempt/${open.quiz_attempt_id}`,
      headers: learner.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    const attempt = read.json<QuizAttempt>();
    expect(attempt).toMatchObject({ quiz_id: null, completed: false });
    await gradeByExaminer(t.app, learner, attempt.question_attempts[0]!, 'correct');
    expect((await summary(learner)).open_review).toMatchObject({ answered: 1, questions: 1 });
    // Nobody else sees it or may read it.
    const admin = await asker('admin@wilco.dev');
    expect((await summary(admin)).open_review).toBeNull();
    const foreign = await t.app.inject({
      url: `/api/attempt/quiz_attempt/${open.quiz_attempt_id}`,
      headers: admin.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/attempt/quiz_attempt/${open.quiz_attempt_id}/complete`,
      headers: learner.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await summary(learner)).open_review).toBeNull();
  });

  it('re-plans when the exam date changes and forecasts against it', async () => {
    const { learner, qa } = await gradedLearner();
    const noExam = await summary(learner);
    expect(noExam.forecast.status).toBe('no_exam_date');
    expect(noExam.primary_course?.questions).toBeGreaterThan(0);
    // The easy card is due in more than two days; an exam in five brings it into the final window.
    await setClock(2);
    const dueIds = async () => {
      const res = await startDue(learner, null);
      return res.statusCode === 200
        ? res.json<QuizAttempt>().question_attempts.map((q) => q.question_id)
        : [];
    };
    expect(await dueIds()).not.toContain(qa(0).question_id);
    const exam = new Date(Date.now() + 5 * DAY_MS).toISOString().slice(0, 19);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${learner.userId}/examDate`,
      headers: learner.headers,
      payload: { exam_date: exam },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await dueIds()).toContain(qa(0).question_id);
    const withExam = await summary(learner);
    expect(withExam.exam_date).toBe(exam);
    expect(['on_track', 'behind']).toContain(withExam.forecast.status);
    expect(withExam.forecast.remaining).toBeGreaterThan(0);
  });

  it('keeps schedules to their owner and tenant', async () => {
    const learner = await createSignedInUser(t.app);
    const other = await createTenantWithUsers(t.app, 'rev', ['Learner']);
    const stranger = await asker(other.users.Learner!.email);
    expect((await summary(stranger)).due).toEqual({ overdue: 0, today: 0, week: 0 });
    const res = await startDue(stranger, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Quiz not found');
    const count = await t.app.inject({ url: '/api/review/quiz/1', headers: stranger.headers });
    expect(count.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/review/summary' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/review/quiz_attempt',
      headers: learner.headers,
      payload: { quiz_id: 'one', attempt_type: 'chat' },
    });
    expect(bad.statusCode).toBe(400);
    const admin = await asker('admin@wilco.dev');
    expect((await startDue(admin, null)).json().message).toBe(QUESTION_SET_ERROR);
  });

  it('reports due counts per area and forgets the schedule on factory reset', async () => {
    // The factory reset is an Admin's (docs/product/shell-and-accounts.md, "Factory reset").
    const { learner } = await gradedLearner(['Learner', 'Admin']);
    // Three days on, the missed question is overdue.
    await setClock(3);
    const areas = await t.app.inject({ url: '/api/review/areas?tz_offset=0', headers: learner.headers });
    expect(areas.statusCode).toBe(200);
    const total = areas.json<{ areas: { due: number }[] }>().areas.reduce((s, a) => s + a.due, 0);
    expect(total).toBeGreaterThan(0);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/user/data', headers: learner.headers });
    expect(reset.statusCode).toBe(200);
    expect(await cardsOf(learner.userId)).toHaveLength(0);
    expect((await summary(learner)).due).toEqual({ overdue: 0, today: 0, week: 0 });
  });
});

describe.shuffle.each(databaseKinds())('a review across courses on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true, testClock: true });

  it("asks each question in its own quiz's scene (a radio call still gets the tower)", async () => {
    const learner = await signInAsker(t.app, 'learner@wilco.dev');
    const towerQuiz = (await t.app.db.select().from(quizzes)).find(
      (q) => personaForContext(q.context).id === 'tower',
    );
    expect(towerQuiz).toBeDefined();
    const attempt = await startQuizAttempt(t.app, learner, towerQuiz!.quiz_id);
    const missed = await gradeByExaminer(t.app, learner, attempt.question_attempts[0]!, 'incorrect');
    expect(missed.persona).toBe('tower');

    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { offset_ms: DAY_MS } });
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/review/quiz_attempt',
      headers: learner.headers,
      payload: { quiz_id: null, attempt_type: 'chat' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const started = await startQuestion(t.app, learner, review.json<QuizAttempt>().question_attempts[0]!);
    expect(started.json<ConversationState>().persona).toBe('tower');
  });
});

describe('the test clock', () => {
  const t = useTestApp('pglite');
  it('does not exist unless enabled', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { offset_ms: 1 } });
    expect(res.statusCode).toBe(404);
  });
});
