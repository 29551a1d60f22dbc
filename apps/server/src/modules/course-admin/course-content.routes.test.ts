import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminArea, AdminCourse, AdminQuiz, Question, QuizAttempt } from '@wilco/shared';
import { questionAttempts, quizAttempts } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

/** docs/product/administration.md, "Creating and deleting content". */
describe.shuffle.each(databaseKinds())('creating and deleting course content on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  const as = async (email: string) => bearer((await login(t.app, email, TEST_PASSWORD)).idToken);
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('builds a course, an area and a quiz from the bank in order, then deletes them keeping attempt history', async () => {
    const admin = await as('admin@wilco.dev');
    const learner = await as('learner@wilco.dev');
    const bank = (await call('GET', '/api/question', admin)).json<Question[]>();
    const picked = [bank[3]!.question_id, bank[0]!.question_id, bank[7]!.question_id];

    const course = await call('POST', '/api/course', admin, {
      name: 'Night Rating',
      description: 'After dark.',
    });
    expect(course.statusCode, course.body).toBe(201);
    const { course_id } = course.json<AdminCourse>();
    const area = await call('POST', `/api/course/${course_id}/area`, admin, { name: 'Night Navigation' });
    expect(area.statusCode, area.body).toBe(201);
    const { area_id } = area.json<AdminArea>();
    const quizRes = await call('POST', '/api/quiz', admin, {
      area_id,
      name: 'Night Lights',
      context: 'A night checkride.',
      everyone: true,
      roles: [],
      question_ids: picked,
    });
    expect(quizRes.statusCode, quizRes.body).toBe(201);
    const quiz = quizRes.json<AdminQuiz>();
    expect(quiz).toMatchObject({ name: 'Night Lights', question_ids: picked, course_id, area_id });

    // A learner plays it, so there is history to keep.
    const attempt = (
      await call('POST', '/api/attempt/quiz_attempt', learner, {
        quiz_id: quiz.quiz_id,
        question_ids: null,
        attempt_type: 'text',
      })
    ).json<QuizAttempt>();
    expect(attempt.question_attempts.map((q) => q.question_id)).toEqual(picked);

    const del = await call('DELETE', `/api/quiz/${quiz.quiz_id}`, admin);
    expect(del.json()).toEqual({ success: true });
    expect((await call('GET', `/api/quiz/${quiz.quiz_id}`, learner)).statusCode).toBe(404);
    const [kept] = await t.app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.quiz_attempt_id, attempt.quiz_attempt_id));
    expect(kept).toMatchObject({ name: 'Night Lights', quiz_id: null });
    const keptQuestions = await t.app.db
      .select()
      .from(questionAttempts)
      .where(eq(questionAttempts.quiz_attempt_id, attempt.quiz_attempt_id));
    expect(keptQuestions).toHaveLength(3);
    // The questions stay in the bank.
    expect((await call('GET', `/api/question/${picked[0]}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/pages/home', learner)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/course/${course_id}/area/${area_id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/course/${course_id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/course/${course_id}`, admin)).statusCode).toBe(404);
    const tree = (await call('GET', '/api/course/admin', admin)).json<AdminCourse[]>();
    expect(tree.some((c) => c.course_id === course_id)).toBe(false);
  });

  it('deleting the primary course leaves the home dashboard working', async () => {
    const admin = await as('admin@wilco.dev');
    const settings = (await call('GET', '/api/settings', admin)).json<{ primary_course_id: number | null }>();
    expect(settings.primary_course_id).not.toBeNull();
    expect((await call('DELETE', `/api/course/${settings.primary_course_id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/settings', admin)).json()).toMatchObject({ primary_course_id: null });
    expect((await call('GET', '/api/pages/home', await as('learner@wilco.dev'))).statusCode).toBe(200);
  });

  it('refuses bad bodies, unknown questions and other tenants', async () => {
    const admin = await as('admin@wilco.dev');
    const tree = (await call('GET', '/api/course/admin', admin)).json<AdminCourse[]>();
    const area = tree[0]!.areas[0]!;
    const quizBody = {
      area_id: area.area_id,
      name: 'Q',
      context: '',
      everyone: true,
      roles: [],
      question_ids: [],
    };
    expect((await call('POST', '/api/course', admin, { name: '' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/quiz', admin, { ...quizBody, question_ids: [999_999] })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/quiz', admin, { ...quizBody, publish_state: 'scheduled' })).statusCode,
    ).toBe(400);

    await createTenantWithUsers(t.app, 'rival-content', ['Admin', 'Author']);
    const rival = bearer((await login(t.app, 'admin@rival-content.test')).idToken);
    const author = bearer((await login(t.app, 'author@rival-content.test')).idToken);
    expect((await call('POST', '/api/quiz', rival, quizBody)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/course/${tree[0]!.course_id}/area`, rival, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/course/${tree[0]!.course_id}`, rival)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/quiz/${area.quizzes[0]!.quiz_id}`, rival)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/quiz/${area.quizzes[0]!.quiz_id}`, author)).statusCode).toBe(403);
    expect((await call('GET', '/api/course/admin', admin)).json<AdminCourse[]>()).toEqual(tree);
  });
});
