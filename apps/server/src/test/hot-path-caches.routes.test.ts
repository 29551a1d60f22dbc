import { describe, expect, it } from 'vitest';
import type { AdminCourse, AdminQuiz, ConversationState, Course, Question, QuizAttempt } from '@wilco/shared';
import { TEST_PASSWORD, useTestApp } from './app';
import { databaseKinds } from './databases';
import { bearer, initialState, login } from './fixtures';

// The other suites run with caching off. Here it is on with a TTL no test outlives, as on
// PGlite in production (docs/decisions/012): every write made through the app must show on
// the very next request, because the TTL will not expire in time to hide a missed forget.
describe.shuffle.each(databaseKinds())('hot-path caches on %s: writes show at once', (kind) => {
  const t = useTestApp(kind, { seedDemo: true, cacheTtlMs: 60_000 });
  const as = async (email: string) => bearer((await login(t.app, email, TEST_PASSWORD)).idToken);
  const adminTree = async (admin: Record<string, string>) =>
    (await t.app.inject({ url: '/api/course/admin', headers: admin })).json<AdminCourse[]>();
  const adminId = async (admin: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user', headers: admin })).json<{ db_user: { user_id: number } }>()
      .db_user.user_id;
  const ask = async (headers: Record<string, string>, userId: number, questionId: number) =>
    (await initialState(t.app, headers, { userId, questionId })).json<ConversationState>();

  const allQuizzes = async (admin: Record<string, string>) =>
    (await adminTree(admin)).flatMap((c) => c.areas.flatMap((a) => a.quizzes));
  /** Sets the scene (quiz context) of a quiz, as the course admin screen saves it. */
  const setScene = (admin: Record<string, string>, quiz: AdminQuiz, context: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/quiz/${quiz.quiz_id}`,
      headers: admin,
      payload: {
        quiz_id: quiz.quiz_id,
        name: quiz.name,
        question_ids: quiz.question_ids,
        context,
        everyone: quiz.everyone,
        roles: quiz.roles,
      },
    });

  it('maintenance switched on and off (tenant settings)', async () => {
    const admin = await as('admin@wilco.dev');
    const learner = await as('learner@wilco.dev');
    const setMaintenance = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin,
        payload: { maintenance_mode: on },
      });
    expect((await t.app.inject({ url: '/api/course', headers: learner })).statusCode).toBe(200);
    expect((await setMaintenance(true)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/course', headers: learner })).statusCode).toBe(503);
    expect((await setMaintenance(false)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/course', headers: learner })).statusCode).toBe(200);
  });

  it('a deleted primary course cleared from the settings (tenant settings)', async () => {
    const admin = await as('admin@wilco.dev');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/course',
      headers: admin,
      payload: { name: 'Primary for a moment' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const courseId = created.json<AdminCourse>().course_id;
    const settings = () =>
      t.app
        .inject({ url: '/api/settings', headers: admin })
        .then((r) => r.json<{ primary_course_id: number | null }>());
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { primary_course_id: courseId },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await settings()).primary_course_id).toBe(courseId);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/course/${courseId}`, headers: admin });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await settings()).primary_course_id).toBeNull();
  });

  it('a course renamed by an admin (course catalog)', async () => {
    const admin = await as('admin@wilco.dev');
    const learner = await as('learner@wilco.dev');
    const before = (await t.app.inject({ url: '/api/course', headers: learner })).json<Course[]>();
    const course = before[0]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/course/${course.course_id}`,
      headers: admin,
      payload: { course_id: course.course_id, name: 'Renamed while cached', description: course.description },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.app.inject({ url: '/api/course', headers: learner })).json<Course[]>();
    expect(after.find((c) => c.course_id === course.course_id)?.name).toBe('Renamed while cached');
  });

  it("a quiz's scene recasting the examiner of its questions (quiz context)", async () => {
    const admin = await as('admin@wilco.dev');
    const userId = await adminId(admin);
    const quizzes = (await allQuizzes(admin)).sort((a, b) => a.quiz_id - b.quiz_id);
    // A question whose first quiz is this one: its scene is the one that casts the persona.
    const quiz = quizzes.find((q) =>
      q.question_ids.some((id) => quizzes.find((o) => o.question_ids.includes(id)) === q),
    )!;
    const questionId = quiz.question_ids.find(
      (id) => quizzes.find((o) => o.question_ids.includes(id)) === quiz,
    )!;
    expect((await setScene(admin, quiz, 'You are a designated pilot examiner.')).statusCode).toBe(200);
    expect((await ask(admin, userId, questionId)).persona).toBe('dpe');
    expect((await setScene(admin, quiz, 'You are an air traffic controller in the tower.')).statusCode).toBe(
      200,
    );
    expect((await ask(admin, userId, questionId)).persona).toBe('tower');
  });

  it("a question's wording edited by an author (rubric)", async () => {
    const admin = await as('admin@wilco.dev');
    const userId = await adminId(admin);
    const [question] = (await t.app.inject({ url: '/api/question', headers: admin })).json<Question[]>();
    const q = question!;
    expect((await ask(admin, userId, q.question_id)).question).toContain(q.question);
    const reworded = 'What must you read back to the tower, word for word?';
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/question/${q.question_id}`,
      headers: admin,
      payload: {
        tenant_id: 1,
        question_id: q.question_id,
        question_name: q.question_name,
        question: reworded,
        answer: q.answer,
        subanswers: q.subanswers.map((s) => ({
          subanswer_id: s.subanswer_id,
          subanswer: s.subanswer,
          points: s.points,
        })),
        point_threshold: q.point_threshold,
        examples: [],
        contexts: q.contexts,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ask(admin, userId, q.question_id)).question).toContain(reworded);
  });

  it("a learner's newest open attempt of a quiz (attempt context)", async () => {
    const admin = await as('admin@wilco.dev');
    const learner = await as('learner@wilco.dev');
    const learnerId = (await t.app.inject({ url: '/api/user', headers: learner })).json().auth_user.user_id;
    const quiz = (await allQuizzes(admin)).find((q) => q.name === 'ATC Readbacks')!;
    // An attempt keeps the scene it was started in.
    const start = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/attempt/quiz_attempt',
          headers: learner,
          payload: { quiz_id: quiz.quiz_id, question_ids: null, attempt_type: 'chat' },
        })
      ).json<QuizAttempt>();
    const questionId = quiz.question_ids[0]!;
    expect((await setScene(admin, quiz, 'You are the tower controller.')).statusCode).toBe(200);
    await start();
    expect((await ask(learner, learnerId, questionId)).persona).toBe('tower');
    expect((await setScene(admin, quiz, 'You are a designated pilot examiner.')).statusCode).toBe(200);
    const examined = await start();
    expect((await ask(learner, learnerId, questionId)).persona).toBe('dpe');
    // Open attempts come first: once the newest is completed, the older open one casts again.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/attempt/quiz_attempt/${examined.quiz_attempt_id}/complete`,
      headers: learner,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await ask(learner, learnerId, questionId)).persona).toBe('tower');
  });

  it('features granted by an admin publish user.changed for that user (identity)', async () => {
    const admin = await as('admin@wilco.dev');
    const learner = await as('learner@wilco.dev');
    const me = (await t.app.inject({ url: '/api/user', headers: learner })).json<{
      auth_user: { user_id: number };
      features: string[];
    }>();
    const changed: number[] = [];
    const off = t.app.events.on('user.changed', ({ userId }) => changed.push(userId));
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${me.auth_user.user_id}/features`,
        headers: admin,
        payload: { features: [...me.features, 'backend-tester'] },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      off();
    }
    expect(changed).toEqual([me.auth_user.user_id]);
  });

  it("a user's factory reset (attempt context, through progress.reset)", async () => {
    const admin = await as('admin@wilco.dev');
    const userId = await adminId(admin);
    const quizzes = (await allQuizzes(admin)).sort((a, b) => a.quiz_id - b.quiz_id);
    // A question this quiz holds first: without an attempt, this quiz's scene casts its examiner.
    const first = (id: number) => quizzes.find((o) => o.question_ids.includes(id));
    const quiz = quizzes.find((q) => q.question_ids.some((id) => first(id) === q))!;
    const questionId = quiz.question_ids.find((id) => first(id) === quiz)!;
    expect((await setScene(admin, quiz, 'You are the tower controller.')).statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/attempt/quiz_attempt',
      headers: admin,
      payload: { quiz_id: quiz.quiz_id, question_ids: null, attempt_type: 'chat' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await setScene(admin, quiz, 'You are a designated pilot examiner.')).statusCode).toBe(200);
    // The attempt keeps the scene it was started in, until the reset deletes it.
    expect((await ask(admin, userId, questionId)).persona).toBe('tower');
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/user/data', headers: admin });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await ask(admin, userId, questionId)).persona).toBe('dpe');
  });
});
