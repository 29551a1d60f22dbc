import { describe, expect, it } from 'vitest';
import {
  QUIZ_AUDIENCE_REQUIRED,
  type AdminCourse,
  type AdminQuiz,
  type Course,
  type Quiz,
} from '@wilco/shared';
import { eq } from 'drizzle-orm';
import { quizzes } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

describe.shuffle.each(databaseKinds())('course admin on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  const as = async (email: string) => bearer((await login(t.app, email, TEST_PASSWORD)).idToken);
  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const tree = async (headers: Record<string, string>) =>
    (await call('GET', '/api/course/admin', headers)).json<AdminCourse[]>();
  const quizzesOf = (courses: AdminCourse[]) => courses.flatMap((c) => c.areas.flatMap((a) => a.quizzes));

  it('lists every quiz with its real publish state, drafts included, for admins only', async () => {
    const admin = await as('admin@wilco.dev');
    const [first] = quizzesOf(await tree(admin));
    await t.app.db.update(quizzes).set({ publish_state: 'draft' }).where(eq(quizzes.quiz_id, first!.quiz_id));
    const after = quizzesOf(await tree(admin)).find((q) => q.quiz_id === first!.quiz_id);
    expect(after).toMatchObject({ publish_state: 'draft', display_state: 'draft' });
    const learnerIds = (await call('GET', '/api/quiz', await as('learner@wilco.dev'))).json<Quiz[]>();
    expect(learnerIds.map((q) => q.quiz_id)).not.toContain(first!.quiz_id);
    await t.app.db
      .update(quizzes)
      .set({ publish_state: 'scheduled', publish_at: new Date(Date.now() + 86_400_000) })
      .where(eq(quizzes.quiz_id, first!.quiz_id));
    expect(quizzesOf(await tree(admin)).find((q) => q.quiz_id === first!.quiz_id)?.display_state).toBe(
      'scheduled',
    );
    await t.app.db
      .update(quizzes)
      .set({ publish_state: 'published', publish_at: null })
      .where(eq(quizzes.quiz_id, first!.quiz_id));
    expect((await call('GET', '/api/course/admin', await as('learner@wilco.dev'))).statusCode).toBe(403);
  });

  it('edits a course header and an area, idempotently, and learners see it', async () => {
    const admin = await as('admin@wilco.dev');
    const course = (await tree(admin)).find((c) => c.kind === 'course')!;
    const area = course.areas[0]!;
    const body = { course_id: course.course_id, name: 'PPL Knowledge', description: 'Edited.' };
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', `/api/course/${course.course_id}`, admin, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminCourse>()).toMatchObject({ name: 'PPL Knowledge', description: 'Edited.' });
    }
    const areaBody = { course_id: course.course_id, area_id: area.area_id, name: 'Airspace Basics' };
    const areaUrl = `/api/course/${course.course_id}/area/${area.area_id}`;
    expect((await call('PUT', areaUrl, admin, areaBody)).json()).toMatchObject({ name: 'Airspace Basics' });
    expect((await call('PUT', areaUrl, admin, areaBody)).statusCode).toBe(200);
    const learnerView = (await call('GET', '/api/course', await as('learner@wilco.dev'))).json<Course[]>();
    expect(learnerView[0]).toMatchObject({ name: 'PPL Knowledge', description: 'Edited.' });
    expect(learnerView[0]?.areas[0]?.name).toBe('Airspace Basics');
    // An area of another course is not found under this one.
    const featured = (await tree(admin)).find((c) => c.kind === 'featured')!;
    const wrongCourse = `/api/course/${featured.course_id}/area/${area.area_id}`;
    expect(
      (await call('PUT', wrongCourse, admin, { ...areaBody, course_id: featured.course_id })).statusCode,
    ).toBe(404);
  });

  it('replaces a quiz section with its ordered questions', async () => {
    const admin = await as('admin@wilco.dev');
    const quiz = quizzesOf(await tree(admin)).find((q) => q.name === 'Regulations Rapid Fire')!;
    const reordered = [...quiz.question_ids].reverse().slice(0, 4);
    const body = {
      quiz_id: quiz.quiz_id,
      name: 'Regs Rapid Fire',
      question_ids: reordered,
      context: 'A quicker examiner.',
      everyone: false,
      roles: ['Admin', 'Learner'],
    };
    const first = await call('PUT', `/api/quiz/${quiz.quiz_id}`, admin, body);
    expect(first.statusCode, first.body).toBe(200);
    const second = (await call('PUT', `/api/quiz/${quiz.quiz_id}`, admin, body)).json<AdminQuiz>();
    expect(second).toMatchObject({
      name: 'Regs Rapid Fire',
      question_ids: reordered,
      roles: ['Admin', 'Learner'],
    });
    const played = (
      await call('GET', `/api/quiz/${quiz.quiz_id}`, await as('learner@wilco.dev'))
    ).json<Quiz>();
    expect(played.questions.map((q) => q.question_id)).toEqual(reordered);
  });

  it('offers a quiz to everyone only when it says so, otherwise to any listed role (decision 026)', async () => {
    const admin = await as('admin@wilco.dev');
    const [learner, trial] = [await as('learner@wilco.dev'), await as('trial@wilco.dev')];
    const quiz = quizzesOf(await tree(admin)).find((q) => q.name === 'Weather Theory')!;
    expect(quiz.everyone).toBe(true);
    const spec = { quiz_id: quiz.quiz_id, name: quiz.name, question_ids: quiz.question_ids, context: '' };
    const put = (audience: object) =>
      call('PUT', `/api/quiz/${quiz.quiz_id}`, admin, { ...spec, ...audience });
    const offeredTo = async (who: Record<string, string>) =>
      (await call('GET', '/api/quiz', who)).json<Quiz[]>().some((q) => q.quiz_id === quiz.quiz_id);

    const nobody = await put({ roles: [] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toContain(QUIZ_AUDIENCE_REQUIRED);
    expect((await put({ everyone: false, roles: ['Learner'] })).json()).toMatchObject({
      everyone: false,
      roles: ['Learner'],
    });
    expect([await offeredTo(learner), await offeredTo(trial)]).toEqual([true, false]);
    expect((await call('GET', `/api/quiz/${quiz.quiz_id}`, trial)).statusCode).toBe(404);
    await put({ everyone: true, roles: ['Learner'] });
    expect([await offeredTo(learner), await offeredTo(trial)]).toEqual([true, true]);
  });

  it('publishes, schedules, expires and drafts a quiz: learners see exactly the live ones', async () => {
    const admin = await as('admin@wilco.dev');
    const learner = await as('learner@wilco.dev');
    const quiz = quizzesOf(await tree(admin)).find((q) => q.name === 'ATC Readbacks')!;
    const spec = {
      quiz_id: quiz.quiz_id,
      name: quiz.name,
      question_ids: quiz.question_ids,
      context: quiz.context,
      everyone: quiz.everyone,
      roles: quiz.roles,
    };
    const put = (extra: object) => call('PUT', `/api/quiz/${quiz.quiz_id}`, admin, { ...spec, ...extra });
    const offered = async () =>
      (await call('GET', '/api/quiz', learner)).json<Quiz[]>().some((q) => q.quiz_id === quiz.quiz_id);
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();

    expect((await put({ publish_state: 'draft', publish_at: null, expire_at: null })).json()).toMatchObject({
      publish_state: 'draft',
      display_state: 'draft',
    });
    expect(await offered()).toBe(false);
    // A draft is read by id by its admins and authors (the quiz edit card), never by learners.
    const byId = (who: Record<string, string>) => call('GET', `/api/quiz/${quiz.quiz_id}`, who);
    expect((await byId(admin)).json<Quiz>()).toMatchObject({ quiz_id: quiz.quiz_id, publish_state: 'draft' });
    expect((await byId(await as('author@wilco.dev'))).statusCode).toBe(200);
    expect((await byId(learner)).statusCode).toBe(404);
    // The spec's body, without publishing fields, leaves the publishing as it is.
    expect((await put({})).json()).toMatchObject({ display_state: 'draft' });
    const scheduled = (
      await put({ publish_state: 'scheduled', publish_at: at(hour), expire_at: null })
    ).json();
    expect(scheduled).toMatchObject({ display_state: 'scheduled' });
    expect(await offered()).toBe(false);
    await put({ publish_state: 'scheduled', publish_at: at(-hour), expire_at: at(hour) });
    expect(await offered()).toBe(true);
    expect((await put({ publish_state: 'published', expire_at: at(-1000) })).json()).toMatchObject({
      display_state: 'expired',
    });
    expect(await offered()).toBe(false);
    const live = await put({ publish_state: 'published', publish_at: at(hour), expire_at: null });
    expect(live.json()).toMatchObject({ display_state: 'published', publish_at: null });
    expect(await offered()).toBe(true);

    const noDate = await put({ publish_state: 'scheduled', publish_at: null });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toContain('A scheduled quiz needs a publish date');
    const backwards = await put({
      publish_state: 'scheduled',
      publish_at: at(2 * hour),
      expire_at: at(hour),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The quiz must expire after it is published');
    const notADate = await put({ publish_state: 'published', expire_at: 'next tuesday' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toContain('Dates must be ISO date-times');
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const admin = await as('admin@wilco.dev');
    const quiz = quizzesOf(await tree(admin))[0]!;
    const base = {
      quiz_id: quiz.quiz_id,
      name: 'Q',
      question_ids: [],
      context: '',
      everyone: true,
      roles: [],
    };
    const put = (payload: object) => call('PUT', `/api/quiz/${quiz.quiz_id}`, admin, payload);
    const unknown = await put({ ...base, question_ids: [quiz.question_ids[0], 987_654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown question ids: 987654');
    const empty = await put({ ...base, name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Quiz name is required');
    expect((await put({ ...base, question_ids: [1, 1] })).json().message).toContain('only once');
    expect((await put({ ...base, roles: ['Pilot'] })).statusCode).toBe(400);
    expect((await put({ ...base, quiz_id: quiz.quiz_id + 1 })).json().message).toContain('does not match');
    const course = (await tree(admin))[0]!;
    const blank = await call('PUT', `/api/course/${course.course_id}`, admin, {
      course_id: course.course_id,
      name: '',
      description: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Course name is required');
  });

  it('keeps other tenants and learners out', async () => {
    const admin = await as('admin@wilco.dev');
    const course = (await tree(admin))[0]!;
    const area = course.areas[0]!;
    const quiz = area.quizzes[0]!;
    const writes = [
      [`/api/course/${course.course_id}`, { course_id: course.course_id, name: 'X', description: '' }],
      [
        `/api/course/${course.course_id}/area/${area.area_id}`,
        { course_id: course.course_id, area_id: area.area_id, name: 'X' },
      ],
      [
        `/api/quiz/${quiz.quiz_id}`,
        { quiz_id: quiz.quiz_id, name: 'X', question_ids: [], context: '', everyone: true, roles: [] },
      ],
    ] as const;
    const { tenant } = await createTenantWithUsers(t.app, 'rival', ['Admin']);
    const rival = await as('admin@rival.test');
    const rivalQuestion = await t.app.inject({
      method: 'POST',
      url: '/api/question',
      headers: rival,
      payload: {
        tenant_id: tenant.tenant_id,
        question_name: 'rival.q',
        question: 'What is the floor of Class A airspace?',
        answer: '18,000 feet MSL',
        subanswers: [{ subanswer: '18,000 feet MSL', points: 1 }],
        point_threshold: 1,
      },
    });
    expect(rivalQuestion.statusCode, rivalQuestion.body).toBe(200);
    expect(await tree(rival)).toEqual([]);
    for (const [url, payload] of writes) {
      expect((await call('PUT', url, rival, payload)).statusCode, url).toBe(404);
      expect((await call('PUT', url, await as('learner@wilco.dev'), payload)).statusCode, url).toBe(403);
    }
    const own = quizzesOf(await tree(admin)).find((q) => q.quiz_id === quiz.quiz_id);
    expect(own?.name).not.toBe('X');
    // Another tenant's question cannot be slipped into this tenant's quiz either.
    expect(
      (
        await call('PUT', `/api/quiz/${quiz.quiz_id}`, admin, {
          quiz_id: quiz.quiz_id,
          name: quiz.name,
          question_ids: [rivalQuestion.json<{ question_id: number }>().question_id],
          context: quiz.context,
          everyone: quiz.everyone,
          roles: quiz.roles,
        })
      ).statusCode,
    ).toBe(400);
  });
});
