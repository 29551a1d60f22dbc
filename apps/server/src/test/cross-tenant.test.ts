import { beforeAll, describe, expect, it } from 'vitest';
import type { Question, Quiz, QuizAttempt, ScoreRecord } from '@wilco/shared';
import { TEST_PASSWORD, useTestApp } from './app';
import { databaseKinds } from './databases';
import { bearer, createTenantWithUsers, login } from './fixtures';

/**
 * The access matrix uses tenants without content; here tenant B's staff aim at real tenant-A
 * rows (the seeded demo tenant). Every call must answer 404, never leak or change a row.
 */
describe.shuffle.each(databaseKinds())('cross-tenant content and attempts on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  type Headers = Record<string, string>;
  let ownerAdmin: Headers;
  let learnerA: Headers;
  let quiz: Quiz;
  let question: Question;
  let attempt: QuizAttempt;
  let tenantB: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A valid rubric, so a refusal can only come from the tenant check, not from validation. */
  const edit = (tenantId: number) => ({
    tenant_id: tenantId,
    question_id: question.question_id,
    question_name: 'hijacked.01',
    question: 'Overwritten by another tenant',
    answer: 'Overwritten',
    subanswers: [{ subanswer: 'Overwritten', points: 1 }],
    point_threshold: 1,
    scoring_type: 'points',
    examples: [],
    contexts: [],
  });

  beforeAll(async () => {
    ownerAdmin = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
    learnerA = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    quiz = (await call('GET', '/api/quiz/1', learnerA)).json<Quiz>();
    question = (await call('GET', `/api/question/${quiz.question_ids[0]}`, ownerAdmin)).json<Question>();
    attempt = (
      await call('POST', '/api/attempt/quiz_attempt', learnerA, {
        quiz_id: quiz.quiz_id,
        question_ids: null,
        attempt_type: 'voice',
      })
    ).json<QuizAttempt>();
    await call('PUT', `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`, learnerA, {
      question_attempt_id: attempt.question_attempts[0]!.question_attempt_id,
      attempt_status: 'skipped',
    });
    const b = await createTenantWithUsers(t.app, 'rival', ['Author', 'Admin', 'Learner']);
    tenantB = b.tenant.tenant_id;
  });

  it.each(['author', 'admin'])(
    'refuses a tenant-B %s every read and edit of tenant-A content',
    async (role) => {
      const other = bearer((await login(t.app, `${role}@rival.test`)).idToken);
      const qid = question.question_id;
      const attempts: [string, Promise<{ statusCode: number }>][] = [
        ['GET question', call('GET', `/api/question/${qid}`, other)],
        ['GET quiz', call('GET', `/api/quiz/${quiz.quiz_id}`, other)],
        ['GET quiz attempts', call('GET', `/api/attempt/quiz/${quiz.quiz_id}`, other)],
        ['PUT question as tenant B', call('PUT', `/api/question/${qid}`, other, edit(tenantB))],
        ['PUT question naming tenant A', call('PUT', `/api/question/${qid}`, other, edit(1))],
        ['older save path', call('POST', '/qs/add_questions', other, edit(tenantB))],
        [
          'start an attempt on the quiz',
          call('POST', '/api/attempt/quiz_attempt', other, {
            quiz_id: quiz.quiz_id,
            question_ids: null,
            attempt_type: 'voice',
          }),
        ],
      ];
      for (const [what, res] of attempts) expect((await res).statusCode, what).toBe(404);
      const scores = await call('POST', '/api/score/quiz/getByIds', other, { ids: [quiz.quiz_id] });
      expect(scores.json<ScoreRecord[]>()).toEqual([]);
    },
  );

  it.each(['author', 'admin', 'learner'])(
    'hides a tenant-A learner’s attempt from a tenant-B %s',
    async (role) => {
      const other = bearer((await login(t.app, `${role}@rival.test`)).idToken);
      const url = `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`;
      const second = attempt.question_attempts[1]!.question_attempt_id;
      expect((await call('GET', url, other)).statusCode).toBe(404);
      const put = await call('PUT', url, other, { question_attempt_id: second, attempt_status: 'incorrect' });
      expect(put.statusCode).toBe(404);
      expect((await call('POST', `${url}/complete`, other)).statusCode).toBe(404);
    },
  );

  it('leaves the tenant-A question and attempt exactly as they were', async () => {
    const now = (await call('GET', `/api/question/${question.question_id}`, ownerAdmin)).json<Question>();
    expect(now).toEqual(question);
    const mine = (
      await call('GET', `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`, learnerA)
    ).json<QuizAttempt>();
    expect(mine.completed).toBe(false);
    expect(mine.question_attempts.map((q) => q.attempt_status)).toEqual([
      'skipped',
      ...attempt.question_attempts.slice(1).map(() => 'not_attempted'),
    ]);
  });
});
