import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuizAttempt } from '@wilco/shared';
import { eventLog, transcriptions } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, login } from '../../test/fixtures';

describe.shuffle.each(databaseKinds())('player activity on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });

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

  it('logs a transcription only against the learner’s own question attempt', async () => {
    const headers = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    const attempt = (
      await t.app.inject({
        method: 'POST',
        url: '/api/attempt/quiz_attempt',
        headers,
        payload: { quiz_id: 1, question_ids: null, attempt_type: 'voice' },
      })
    ).json<QuizAttempt>();
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
