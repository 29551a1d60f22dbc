import { beforeAll, describe, expect, it } from 'vitest';
import { NO_TOPIC_YET, type HomePage, type Quiz, type QuizAttempt, type TenantSettings } from '@wilco/shared';
import { areas, courses, questions, quizQuestions, quizzes, subanswers } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { gradeByExaminer } from '../../test/grading';

/**
 * Issue 4: the original product's special "course 19" is the tenant's primary course setting. Home's
 * overall progress and strongest/weakest topics follow it; unset means the first course.
 */
describe.shuffle.each(databaseKinds())('primary course on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  type Headers = Record<string, string>;
  let admin: Headers;
  let learner: Headers;
  let demoCourseId: number;
  let nightCourseId: number;
  let nightQuizId: number;

  const home = async () =>
    (await t.app.inject({ url: '/api/pages/home?tz_offset=0', headers: learner })).json<HomePage>().dashboard;
  const setPrimary = (primary_course_id: number | null) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: { primary_course_id } });

  /** Starts an attempt and answers its first question. */
  async function answerFirst(quizId: number, attempt_status: 'correct' | 'incorrect') {
    const attempt = (
      await t.app.inject({
        method: 'POST',
        url: '/api/attempt/quiz_attempt',
        headers: learner,
        payload: { quiz_id: quizId, question_ids: null, attempt_type: 'chat' },
      })
    ).json<QuizAttempt>();
    const userId = (await t.app.inject({ url: '/api/user', headers: learner })).json().auth_user.user_id;
    await gradeByExaminer(t.app, { headers: learner, userId }, attempt.question_attempts[0]!, attempt_status);
  }

  beforeAll(async () => {
    admin = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
    learner = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    demoCourseId = (await t.app.inject({ url: '/api/quiz/1', headers: learner })).json<Quiz>().course_id;
    // A second, one-question course listed after the demo course.
    const [course] = await t.app.db
      .insert(courses)
      .values({ tenant_id: 1, name: 'Night Rating', sort_order: 99 })
      .returning();
    const [area] = await t.app.db
      .insert(areas)
      .values({ tenant_id: 1, course_id: course!.course_id, name: 'Night Flying' })
      .returning();
    const [quiz] = await t.app.db
      .insert(quizzes)
      .values({ tenant_id: 1, area_id: area!.area_id, name: 'Night Readbacks', everyone: true })
      .returning();
    const [question] = await t.app.db
      .insert(questions)
      .values({
        tenant_id: 1,
        question_name: 'night.01',
        question: 'When must position lights be on?',
        answer: 'From sunset to sunrise',
        point_threshold: 1,
      })
      .returning();
    await t.app.db.insert(subanswers).values({
      question_id: question!.question_id,
      subanswer: 'From sunset to sunrise',
      normalized_subanswer: 'from sunset to sunrise',
      points: 1,
    });
    await t.app.db
      .insert(quizQuestions)
      .values({ quiz_id: quiz!.quiz_id, question_id: question!.question_id, position: 0 });
    nightCourseId = course!.course_id;
    nightQuizId = quiz!.quiz_id;
  });

  it('takes progress and topics from the primary course, and from the first one when unset', async () => {
    await answerFirst(1, 'incorrect');
    await answerFirst(nightQuizId, 'correct');

    const seeded = await home();
    expect(seeded.primary_course_id).toBe(demoCourseId);
    // One wrong answer in the demo course: practised, but no progress and no weaker area yet.
    expect(seeded.overall_progress).toBe(0);
    expect(seeded.strongest_topic).toMatchObject({ progress: 0 });
    expect(seeded.strongest_topic.name).not.toBe('Night Flying');

    expect((await setPrimary(nightCourseId)).statusCode).toBe(200);
    const night = await home();
    expect(night.primary_course_id).toBe(nightCourseId);
    expect(night.overall_progress).toBe(100);
    expect(night.strongest_topic).toEqual({ name: 'Night Flying', progress: 100 });
    expect(night.weakest_topic).toEqual({ name: NO_TOPIC_YET, progress: 0 });
    // Quizzes in progress and days practised span every course, whatever the primary one.
    expect(night.quizzes_in_progress).toBe(seeded.quizzes_in_progress);
    expect(night.days_practised).toEqual(seeded.days_practised);

    const cleared = await setPrimary(null);
    expect(cleared.json<TenantSettings>().primary_course_id).toBeNull();
    expect(await home()).toEqual(seeded);
  });

  it('refuses a featured section or another tenant’s course as the primary course', async () => {
    const readPrimary = async () =>
      (await t.app.inject({ url: '/api/settings', headers: admin })).json<TenantSettings>().primary_course_id;
    const before = await readPrimary();
    const other = await createTenantWithUsers(t.app, 'primary-b', ['Admin']);
    const [foreign] = await t.app.db
      .insert(courses)
      .values({ tenant_id: other.tenant.tenant_id, name: 'Foreign course' })
      .returning();
    const featured = (await t.app.inject({ url: '/api/course/featured', headers: learner })).json<
      { course_id: number }[]
    >();
    for (const id of [foreign!.course_id, featured[0]!.course_id, 987_654]) {
      const res = await setPrimary(id);
      expect(res.statusCode, `course ${id}`).toBe(400);
      expect(res.json().message).toBe('primary_course_id is not a course of this tenant');
    }
    // Nothing changed.
    expect(await readPrimary()).toBe(before);
  });
});
