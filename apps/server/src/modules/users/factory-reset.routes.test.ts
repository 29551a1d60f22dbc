import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser, HomePage, QuizAttempt, ScoreRecord } from '@wilco/shared';
import {
  conversationTurns,
  feedback,
  questionAttempts,
  quizAttempts,
  scriptQueue,
  simulations,
  transcriptions,
} from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, login } from '../../test/fixtures';
import { gradeByExaminer } from '../../test/grading';

const QUIZ_ID = 1;
const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 19);

/**
 * docs/product/shell-and-accounts.md, "Factory reset": DELETE /user/data (Admins only) clears the caller's progress, and
 * only theirs.
 */
describe.shuffle.each(databaseKinds())('factory reset on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  type Headers = Record<string, string>;
  const as = async (email: string) => bearer((await login(t.app, email, TEST_PASSWORD)).idToken);
  const inject = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    h: Headers,
    payload?: object,
  ) => {
    const res = await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<T>();
  };

  /** Every kind of progress a user leaves behind, made through the API. */
  async function practise(h: Headers) {
    const me = await inject<CurrentUser>('GET', '/api/user', h);
    const userId = me.auth_user.user_id;
    await inject('PUT', `/api/user/${userId}/examDate`, h, { exam_date: future });
    const attempt = await inject<QuizAttempt>('POST', '/api/attempt/quiz_attempt', h, {
      quiz_id: QUIZ_ID,
      question_ids: null,
      attempt_type: 'chat',
    });
    const [first, second, third] = attempt.question_attempts;
    await gradeByExaminer(t.app, { headers: h, userId }, first!, 'correct');
    await inject('PUT', `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`, h, {
      question_attempt_id: first!.question_attempt_id,
      attempt_status: 'correct',
      feedback: 'Clear readback prompt',
    });
    await inject('PUT', `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`, h, {
      question_attempt_id: second!.question_attempt_id,
      attempt_status: 'skipped',
    });
    // One conversation tied to the attempt, and one without (practice beside the attempt).
    for (const attemptId of [third!.question_attempt_id, null]) {
      await inject('POST', '/qs/initial_state', h, {
        tenant_id: me.db_user.tenant_id,
        user_id: userId,
        question_id: third!.question_id,
        generate_audio: false,
        attempt_id: attemptId,
      });
    }
    await inject('POST', '/api/attempt/transcription', h, {
      original_transcription: 'runway one niner cleared for take off',
      modified_transcription: 'runway one niner cleared for takeoff',
      stt_provider: 'pocketsphinx',
      question_attempt_id: first!.question_attempt_id,
    });
    return { userId, attempt };
  }

  async function progressOf(h: Headers, userId: number) {
    const attempts = await t.app.db.select().from(quizAttempts).where(eq(quizAttempts.user_id, userId));
    const ids = attempts.map((a) => a.quiz_attempt_id);
    const questionRows = ids.length
      ? await t.app.db.select().from(questionAttempts).where(inArray(questionAttempts.quiz_attempt_id, ids))
      : [];
    const [score] = await inject<ScoreRecord[]>('POST', '/api/score/quiz/getByIds', h, { ids: [QUIZ_ID] });
    const home = await inject<HomePage>('GET', '/api/pages/home?tz_offset=0', h);
    const me = await inject<CurrentUser>('GET', '/api/user', h);
    return {
      quizAttempts: attempts.length,
      questionAttempts: questionRows.length,
      turns: (await t.app.db.select().from(conversationTurns).where(eq(conversationTurns.user_id, userId)))
        .length,
      transcriptions: (await t.app.db.select().from(transcriptions).where(eq(transcriptions.user_id, userId)))
        .length,
      examDate: me.db_user.exam_date,
      score,
      dashboard: home.dashboard,
      history: (await inject<{ quiz_attempts: QuizAttempt[] }>('GET', `/api/attempt/quiz/${QUIZ_ID}`, h))
        .quiz_attempts.length,
    };
  }

  it('empties the caller’s attempts, conversations, transcriptions, scores and exam date', async () => {
    const caller = await as('admin@wilco.dev');
    const other = await as('trial@wilco.dev');
    const mine = await practise(caller);
    const theirs = await practise(other);

    const before = await progressOf(caller, mine.userId);
    expect(before).toMatchObject({ quizAttempts: 1, transcriptions: 1, examDate: future, history: 1 });
    expect(before.questionAttempts).toBeGreaterThanOrEqual(2);
    expect(before.turns).toBeGreaterThanOrEqual(2);
    expect(before.score).toMatchObject({ numerator: 1, answered: 1, attempted: 2 });
    const otherBefore = await progressOf(other, theirs.userId);

    expect(await inject('DELETE', '/api/user/data', caller)).toEqual({ success: true });

    const after = await progressOf(caller, mine.userId);
    expect(after).toMatchObject({
      quizAttempts: 0,
      questionAttempts: 0,
      turns: 0,
      transcriptions: 0,
      examDate: null,
      history: 0,
      score: { quiz_id: QUIZ_ID, numerator: 0, score: 0, answered: 0, attempted: 0 },
    });
    expect(after.dashboard).toMatchObject({
      exam_date: null,
      days_to_exam: null,
      overall_progress: 0,
      quizzes_in_progress: 0,
    });
    expect(after.dashboard.days_practised.some((d) => d.practised)).toBe(false);

    // Another user of the same tenant keeps everything.
    expect(await progressOf(other, theirs.userId)).toEqual(otherBefore);
  });

  it('refuses anyone but an Admin, as only Admins are offered it, and deletes nothing', async () => {
    const learner = await as('learner@wilco.dev');
    const { userId } = await practise(learner);
    const before = await progressOf(learner, userId);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/data', headers: learner });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do this');
    expect(await progressOf(learner, userId)).toEqual(before);
  });

  it('keeps the feedback admins were sent, detached from the deleted attempt', async () => {
    const caller = await as('admin@wilco.dev');
    const { userId } = await practise(caller);
    await inject('DELETE', '/api/user/data', caller);
    const rows = await t.app.db.select().from(feedback).where(eq(feedback.user_id, userId));
    expect(rows.map((r) => r.feedback)).toContain('Clear readback prompt');
    expect(rows.every((r) => r.quiz_attempt_id === null && r.question_attempt_id === null)).toBe(true);
  });

  it('is a no-op for a user without progress', async () => {
    const admin = await as('admin@wilco.dev');
    expect(await inject('DELETE', '/api/user/data', admin)).toEqual({ success: true });
    const me = await inject<CurrentUser>('GET', '/api/user', admin);
    expect(me.db_user.exam_date).toBeNull();
  });

  it('drops played scenarios and puts completed queue items back in the queue', async () => {
    const caller = await as('admin@wilco.dev');
    const me = await inject<CurrentUser>('GET', '/api/user', caller);
    const userId = me.auth_user.user_id;
    const [item] = await t.app.db.select().from(scriptQueue).where(eq(scriptQueue.user_id, userId)).limit(1);
    expect(item, 'the demo caller has a seeded queue').toBeDefined();
    const [sim] = await t.app.db
      .insert(simulations)
      .values({
        tenant_id: 1,
        tenant_sim_id: 900,
        user_id: userId,
        script_id: item!.script_id,
        script_queue_id: item!.script_queue_id,
        simulation_type: 'chat',
        // Started from the queue item and played to its end: the playlist only completes a queue item with an ended simulation.
        status: 'completed',
      })
      .returning();
    await inject('POST', '/playlist/complete', caller, {
      user_id: userId,
      script_queue_id: item!.script_queue_id,
      sim_id: sim!.sim_id,
    });
    const queued = async () =>
      JSON.stringify(await inject<unknown>('GET', `/playlist/queue/${userId}`, caller)).includes(
        `"script_queue_id":${item!.script_queue_id},`,
      );
    expect(await queued()).toBe(false);

    await inject('DELETE', '/api/user/data', caller);
    expect(await t.app.db.select().from(simulations).where(eq(simulations.user_id, userId))).toEqual([]);
    expect(await queued()).toBe(true);
  });
});
