import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AttemptStatusSchema,
  checkStatusChange,
  isFinalStatus,
  type AttemptStatus,
  type Quiz,
  type QuizAttempt,
  type ScoreRecord,
} from '@wilco/shared';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, login } from '../../test/fixtures';
import { recordExaminerOutcome } from '../../test/grading';

const QUIZ_IDS = [1, 2];

/**
 * One learner action: save a status on a question (correct and incorrect are the examiner's
 * decision, docs/product/grading.md), maybe in a fresh attempt, maybe then finish.
 */
const stepArb = fc.record({
  quiz: fc.integer({ min: 0, max: QUIZ_IDS.length - 1 }),
  question: fc.nat({ max: 50 }),
  status: fc.constantFrom(...AttemptStatusSchema.options),
  newAttempt: fc.boolean(),
  complete: fc.boolean(),
});
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

/**
 * Issue 4: score arithmetic through the real endpoints. Each run starts from a factory reset,
 * replays random saves against the database, then checks `POST /score/quiz/getByIds` against
 * the counting rules (docs/product/learning.md, "Counts and rounding": answered = correct + incorrect;
 * attempted adds skipped).
 */
describe.each(databaseKinds())('score endpoints on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  let learner: Record<string, string>;
  const quizzes = new Map<number, Quiz>();

  const inject = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: learner, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<T>() };
  };

  beforeAll(async () => {
    // Each run starts from a factory reset, which is an Admin's (docs/product/shell-and-accounts.md,
    // "Factory reset"): the demo admin practises here.
    learner = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
    for (const id of QUIZ_IDS) quizzes.set(id, (await inject<Quiz>('GET', `/api/quiz/${id}`)).body);
  });

  /** Replays the steps; returns each question attempt's last saved status, as the model. */
  async function replay(steps: readonly Step[]) {
    const open = new Map<number, QuizAttempt>();
    const saved = new Map<number, { question_id: number; status: AttemptStatus }>();
    for (const step of steps) {
      const quizId = QUIZ_IDS[step.quiz]!;
      let attempt = open.get(quizId);
      if (!attempt || step.newAttempt) {
        attempt = (
          await inject<QuizAttempt>('POST', '/api/attempt/quiz_attempt', {
            quiz_id: quizId,
            question_ids: null,
            attempt_type: 'chat',
          })
        ).body;
        open.set(quizId, attempt);
      }
      const qa = attempt.question_attempts[step.question % attempt.question_attempts.length]!;
      const current = saved.get(qa.question_attempt_id)?.status ?? 'not_attempted';
      const change = checkStatusChange(current, step.status);
      const { status } = step;
      if ((status === 'correct' || status === 'incorrect') && !isFinalStatus(current)) {
        // An open question: the examiner closes it with this outcome.
        await recordExaminerOutcome(t.app, qa.question_attempt_id, status);
        saved.set(qa.question_attempt_id, { question_id: qa.question_id, status: step.status });
      } else {
        // The learner saves it; the grading rules decide whether that is accepted.
        const put = await inject('PUT', `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`, {
          question_attempt_id: qa.question_attempt_id,
          attempt_status: step.status,
        });
        expect(put.status).toBe(change.kind === 'refused' ? 409 : 200);
        if (change.kind === 'set')
          saved.set(qa.question_attempt_id, { question_id: qa.question_id, status: step.status });
      }
      if (step.complete) {
        await inject('POST', `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}/complete`);
        open.delete(quizId);
      }
    }
    return [...saved.values()];
  }

  it('keeps answered ≤ attempted ≤ total and 0 ≤ score ≤ 1, matching the counting rules', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
        expect((await inject('DELETE', '/api/user/data')).status).toBe(200);
        const outcomes = await replay(steps);
        const records = (await inject<ScoreRecord[]>('POST', '/api/score/quiz/getByIds', { ids: QUIZ_IDS }))
          .body;
        expect(records.map((r) => r.quiz_id)).toEqual(QUIZ_IDS);
        for (const record of records) {
          const ids = new Set(quizzes.get(record.quiz_id!)!.question_ids);
          const mine = outcomes.filter((o) => ids.has(o.question_id));
          const withStatus = (...s: AttemptStatus[]) =>
            new Set(mine.filter((o) => s.includes(o.status)).map((o) => o.question_id));
          const answered = withStatus('correct', 'incorrect');
          const attempted = withStatus('correct', 'incorrect', 'skipped');
          const everCorrect = withStatus('correct');
          const onlyCorrect = [...everCorrect].filter((q) => !withStatus('incorrect').has(q));

          expect(record.total).toBe(ids.size);
          expect(record.denominator).toBe(record.total);
          expect(record.answered).toBe(answered.size);
          expect(record.attempted).toBe(attempted.size);
          expect(record.answered).toBeLessThanOrEqual(record.attempted);
          expect(record.attempted).toBeLessThanOrEqual(record.total);
          // The latest answer decides: at least the always-right questions, at most the ever-right.
          expect(record.numerator).toBeGreaterThanOrEqual(onlyCorrect.length);
          expect(record.numerator).toBeLessThanOrEqual(everCorrect.size);
          expect(record.score).toBeGreaterThanOrEqual(0);
          expect(record.score).toBeLessThanOrEqual(1);
          expect(record.score).toBeCloseTo(record.numerator / record.denominator);
        }
      }),
      { numRuns: 15 },
    );
  });
});
