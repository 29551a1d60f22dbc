import { describe, expect, it } from 'vitest';
import type { Course, Question, Quiz } from '@wilco/shared';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

describe.shuffle.each(databaseKinds())('content reads on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  const as = async (email: string) => bearer((await login(t.app, email, TEST_PASSWORD)).idToken);
  const get = async <T>(url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url, headers });
    return { status: res.statusCode, body: res.json<T>() };
  };

  it('lists the course with its areas and quizzes, and the featured sections', async () => {
    const learner = await as('learner@wilco.dev');
    const courses = (await get<Course[]>('/api/course', learner)).body;
    expect(courses).toHaveLength(1);
    expect(courses[0]?.areas.length).toBeGreaterThanOrEqual(5);
    expect(courses[0]?.areas.every((a) => a.quizzes.length > 0)).toBe(true);
    const featured = (await get<Course[]>('/api/course/featured', learner)).body;
    const names = featured.flatMap((c) => c.areas.flatMap((a) => a.quizzes.map((q) => q.name)));
    expect(names).toContain('ATC Readbacks');
  });

  it('hides a role-restricted quiz from a Trial user, also by id', async () => {
    const learner = await as('learner@wilco.dev');
    const trial = await as('trial@wilco.dev');
    const all = (await get<{ quiz_id: number; roles: string[] }[]>('/api/quiz', learner)).body;
    const restricted = all.find((q) => q.roles.length > 0 && !q.roles.includes('Trial'));
    expect(restricted).toBeDefined();
    const trialIds = (await get<{ quiz_id: number }[]>('/api/quiz', trial)).body.map((q) => q.quiz_id);
    expect(trialIds).not.toContain(restricted?.quiz_id);
    expect((await get(`/api/quiz/${restricted?.quiz_id}`, trial)).status).toBe(404);
    expect((await get(`/api/quiz/${restricted?.quiz_id}`, learner)).status).toBe(200);
  });

  it('gives learners questions without the marking scheme and authors the full rubric', async () => {
    const learner = await as('learner@wilco.dev');
    const admin = await as('admin@wilco.dev');
    const quiz = (await get<Quiz>('/api/quiz/1', learner)).body;
    expect(quiz.questions.length).toBe(quiz.question_ids.length);
    expect(quiz.questions.map((q) => q.question_id)).toEqual(quiz.question_ids);
    const id = quiz.question_ids[0];
    const asLearner = (await get<Question>(`/api/question/${id}`, learner)).body;
    // The answer waits until the learner's attempt at it is final (grading.routes.test.ts).
    expect(asLearner.answer).toBe('');
    expect(asLearner.subanswers).toEqual([]);
    expect(asLearner.examples).toEqual([]);
    const asAdmin = (await get<Question>(`/api/question/${id}`, admin)).body;
    expect(asAdmin.answer.length).toBeGreaterThan(0);
    expect(asAdmin.subanswers.length).toBeGreaterThanOrEqual(2);
    expect(asAdmin.examples.length).toBeGreaterThanOrEqual(1);
  });

  it('never shows one tenant’s content to another tenant', async () => {
    await createTenantWithUsers(t.app, 'elsewhere', ['Learner', 'Admin']);
    for (const email of ['learner@elsewhere.test', 'admin@elsewhere.test']) {
      const other = await as(email);
      expect((await get<Course[]>('/api/course', other)).body).toEqual([]);
      expect((await get('/api/quiz/1', other)).status).toBe(404);
      expect((await get('/api/question/1', other)).status).toBe(404);
      expect((await get<Question[]>('/api/question', other)).body).toEqual([]);
    }
  });

  it('answers a non-numeric id with 400', async () => {
    const res = await t.app.inject({ url: '/api/quiz/abc', headers: await as('learner@wilco.dev') });
    expect(res.statusCode).toBe(400);
  });
});
