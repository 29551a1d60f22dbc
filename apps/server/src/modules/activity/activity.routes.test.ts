import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuizAttempt } from '@wilco/shared';
import { eventLog, questions, transcriptions } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

describe.shuffle.each(databaseKinds())('player activity on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });

  /** The seeded learner, signed in, with a new attempt at the first quiz. */
  async function learnerWithAttempt() {
    const headers = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    const attempt = (
      await t.app.inject({
        method: 'POST',
        url: '/api/attempt/quiz_attempt',
        headers,
        payload: { quiz_id: 1, question_ids: null, attempt_type: 'voice' },
      })
    ).json<QuizAttempt>();
    return { headers, attempt };
  }

  it('stores events with the sender taken from the session, not the body', async () => {
    const headers = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/attempt/eventLog',
      headers,
      payload: {
        event: 'sendTextAnswer',
        event_timestamp: '2026-11-21T10:00:00.000Z',
        quiz_id: 1,
        question_id: 2,
        quiz_format: 'chat',
        user_number_of_turns: 2,
        user_response: 'climb and maintain four thousand five hundred',
        screen_size: '1440x900',
        // Claims the session does not back: ignored for the columns, kept in details.
        user_role: 'SystemAdmin',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(eventLog).where(eq(eventLog.event_log_id, res.json().id));
    expect(row).toMatchObject({
      event: 'sendTextAnswer',
      user_email: 'learner@wilco.dev',
      user_role: 'Learner',
      quiz_format: 'chat',
      quiz_id: 1,
    });
    expect(row?.details).toMatchObject({
      user_number_of_turns: 2,
      screen_size: '1440x900',
      client_timestamp: '2026-11-21T10:00:00.000Z',
      client_role: 'SystemAdmin',
    });
    // The server's clock, not the client's claim.
    expect(Math.abs((row?.event_timestamp.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('rejects a malformed event with 400', async () => {
    const headers = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/attempt/eventLog',
      headers,
      payload: { event: '', event_timestamp: 'yesterday' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('files an event under the learner’s own quiz attempt only', async () => {
    const { headers, attempt } = await learnerWithAttempt();
    const event = (quiz_attempt_id: number) => ({
      event: 'nextQuestion',
      event_timestamp: 1_763_700_000_000,
      quiz_id: 1,
      quiz_attempt_id,
    });
    const post = (h: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/attempt/eventLog', headers: h, payload });
    const own = await post(headers, event(attempt.quiz_attempt_id));
    expect(own.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(eventLog).where(eq(eventLog.event_log_id, own.json().id));
    expect(row?.quiz_attempt_id).toBe(attempt.quiz_attempt_id);

    // Another learner naming it, or an id nobody has, stores nothing.
    const before = (await t.app.db.select().from(eventLog)).length;
    const other = bearer((await login(t.app, 'trial@wilco.dev', TEST_PASSWORD)).idToken);
    for (const [h, id] of [
      [other, attempt.quiz_attempt_id],
      [headers, 999_999],
    ] as const) {
      const res = await post(h, event(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Quiz attempt id not found' });
    }
    expect(await t.app.db.select().from(eventLog)).toHaveLength(before);
  });

  it('files an event under content of the learner’s own tenant only', async () => {
    await createTenantWithUsers(t.app, 'activity-rival', ['Learner']);
    const headers = bearer((await login(t.app, 'learner@activity-rival.test')).idToken);
    const before = (await t.app.db.select().from(eventLog)).length;
    // The seeded tenant's content, named by another tenant's learner.
    for (const [ref, message] of [
      [{ course_id: 1 }, 'Course not found'],
      [{ area_id: 1 }, 'Area not found'],
      [{ quiz_id: 1 }, 'Quiz not found'],
      [{ question_id: 1 }, 'Question not found'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/attempt/eventLog',
        headers,
        payload: { event: 'nextQuestion', event_timestamp: 1_763_700_000_000, ...ref },
      });
      expect(res.statusCode, JSON.stringify(ref)).toBe(404);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await t.app.db.select().from(eventLog)).toHaveLength(before);

    // A question of the bank in no quiz yet is still its own tenant's.
    const [bank] = await t.app.db
      .insert(questions)
      .values({ tenant_id: 1, question_name: 'bank.only', question: 'Q?', answer: 'A', point_threshold: 1 })
      .returning();
    const own = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    const event = {
      event: 'nextQuestion',
      event_timestamp: 1_763_700_000_000,
      question_id: bank!.question_id,
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/attempt/eventLog', headers: own, payload: event }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/attempt/eventLog', headers, payload: event }))
        .statusCode,
    ).toBe(404);
  });

  it('logs a transcription only against the learner’s own question attempt', async () => {
    const { headers, attempt } = await learnerWithAttempt();
    const body = {
      original_transcription: 'climb and maintain for thousand',
      modified_transcription: 'climb and maintain four thousand',
      stt_provider: 'pocketsphinx',
      question_attempt_id: attempt.question_attempts[0]!.question_attempt_id,
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/attempt/transcription',
      headers,
      payload: body,
    });
    expect(ok.statusCode).toBe(201);
    expect(await t.app.db.select().from(transcriptions)).toHaveLength(1);
    const other = bearer((await login(t.app, 'trial@wilco.dev', TEST_PASSWORD)).idToken);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/attempt/transcription',
          headers: other,
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
  });
});
