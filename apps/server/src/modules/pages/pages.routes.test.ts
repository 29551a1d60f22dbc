import { describe, expect, it } from 'vitest';
import {
  NO_TOPIC_YET,
  type CoursePage,
  type HomePage,
  type QuizAttempt,
  type QuizzesPage,
} from '@wilco/shared';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createSignedInUser, login } from '../../test/fixtures';
import { gradeByExaminer } from '../../test/grading';

describe.shuffle.each(databaseKinds())('page data on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  const as = async (email: string) => bearer((await login(t.app, email, TEST_PASSWORD)).idToken);
  const get = async <T>(url: string, headers: Record<string, string>) =>
    (await t.app.inject({ url, headers })).json<T>();
  /** A learner of the seeded tenant of the case's own, with no progress yet. */
  const newLearner = async () => (await createSignedInUser(t.app)).headers;

  it('gives a new learner an honest empty dashboard and the featured sections', async () => {
    const home = await get<HomePage>('/api/pages/home?tz_offset=0', await newLearner());
    expect(home.dashboard).toMatchObject({
      exam_date: null,
      days_to_exam: null,
      overall_progress: 0,
      quizzes_in_progress: 0,
      weakest_topic: { name: NO_TOPIC_YET, progress: 0 },
    });
    expect(home.dashboard.days_practised).toHaveLength(7);
    expect(home.dashboard.days_practised.some((d) => d.practised)).toBe(false);
    expect(home.continue_learning).toEqual([]);
    expect(home.featured.map((s) => s.name)).toEqual(expect.arrayContaining(['Radio Work']));
  });

  it('reflects a quiz in progress on Home, Courses and Featured Quizzes', async () => {
    const learner = await newLearner();
    const quizzes = await get<QuizzesPage>('/api/pages/quizzes', learner);
    const readbacks = quizzes.sections.flatMap((s) => s.quizzes).find((q) => q.name === 'ATC Readbacks');
    expect(readbacks).toMatchObject({ type: 'featured', inProgress: false, attempts: 0, scorePercentage: 0 });
    const attempt = (
      await t.app.inject({
        method: 'POST',
        url: '/api/attempt/quiz_attempt',
        headers: learner,
        payload: { quiz_id: readbacks?.quiz_id, question_ids: null, attempt_type: 'voice' },
      })
    ).json<QuizAttempt>();
    const userId = (await t.app.inject({ url: '/api/user', headers: learner })).json().auth_user.user_id;
    await gradeByExaminer(t.app, { headers: learner, userId }, attempt.question_attempts[0]!, 'correct');

    const home = await get<HomePage>('/api/pages/home?tz_offset=0', learner);
    expect(home.dashboard.quizzes_in_progress).toBe(1);
    expect(home.continue_learning.map((q) => q.quiz_id)).toEqual([readbacks?.quiz_id]);
    expect(home.continue_learning[0]).toMatchObject({
      inProgress: true,
      quizAttemptID: attempt.quiz_attempt_id,
    });
    expect(home.dashboard.days_practised.at(-1)).toMatchObject({ practised: true, questions: 1 });
    expect(home.dashboard.overall_progress).toBeGreaterThan(0);
    expect(home.dashboard.strongest_topic.name).toBe('Radio Communications & ATC Phraseology');

    const course = await get<CoursePage>('/api/pages/course', learner);
    const radio = course.courses[0]?.subCourses.find(
      (a) => a.title === 'Radio Communications & ATC Phraseology',
    );
    expect(radio).toMatchObject({ attemptedQuestions: 1, quizzesInProgress: 0 });
    expect(radio!.totalQuestions).toBeGreaterThanOrEqual(10);
  });

  it('leaves a Trial user without the restricted featured quiz', async () => {
    const trial = await get<QuizzesPage>('/api/pages/quizzes', await as('trial@wilco.dev'));
    const learner = await get<QuizzesPage>('/api/pages/quizzes', await as('learner@wilco.dev'));
    const count = (p: QuizzesPage) => p.sections.flatMap((s) => s.quizzes).length;
    expect(count(trial)).toBe(count(learner) - 1);
  });

  it('rejects a silly time-zone offset with 400', async () => {
    const res = await t.app.inject({
      url: '/api/pages/home?tz_offset=99999',
      headers: await as('learner@wilco.dev'),
    });
    expect(res.statusCode).toBe(400);
  });
});
