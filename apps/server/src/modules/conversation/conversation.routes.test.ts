import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  conversationOver,
  type ConversationState,
  type Question,
  type Quiz,
  type QuizAttempt,
} from '@wilco/shared';
import { conversationTurns, questions, settings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createSignedInUser, createTenantWithUsers, initialState, login } from '../../test/fixtures';

describe.shuffle.each(databaseKinds())('conversation service on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  /** The seeded radio question every case asks (read-only). */
  let questionId: number;
  /** Each case's own learner of the seeded tenant. */
  let headers: Record<string, string>;
  let userId: number;

  beforeAll(async () => {
    const [row] = await t.app.db.select().from(questions).where(eq(questions.question_name, 'ppl.radio.09'));
    questionId = row!.question_id;
  });
  beforeEach(async () => {
    ({ headers, userId } = await createSignedInUser(t.app));
  });

  const start = async (extra: object = {}, who = { headers, userId }, id = questionId) => {
    const res = await initialState(t.app, who.headers, { userId: who.userId, questionId: id, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConversationState>();
  };
  const answer = (
    state: ConversationState,
    response: string,
    extra: object = {},
    who = { headers, userId },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/qs/follow_up?time=2',
      headers: who.headers,
      payload: {
        tenant_id: 1,
        question_id: state.question_id,
        user_id: who.userId,
        response,
        state,
        ...extra,
      },
    });

  it('asks the question and hands back a signed state', async () => {
    const state = await start();
    expect(state.question).toContain('climb and maintain four thousand five hundred');
    expect(state).toMatchObject({ terminate: false, audio_location: null, point_threshold: 5, answers: 0 });
    expect(state.assessments.every((a) => !a.label)).toBe(true);
    expect(state.points).toEqual([2, 2, 1]);
    expect(state.signature.length).toBeGreaterThan(20);
  });

  it('accepts a correct spoken readback and closes the question', async () => {
    const res = await answer(
      await start(),
      'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha bravo',
    );
    const state = res.json<ConversationState>();
    // Right with answers to spare: closed by its points, not marked terminate (that means the
    // answers ran out), and no further answer is taken.
    expect(state.terminate).toBe(false);
    expect(conversationOver(state)).toBe(true);
    expect(state.assessments.map((a) => a.label)).toEqual([true, true, true]);
    expect(state.assessments[1]?.evidence).toBe('left heading two seven zero');
    expect(state.score_summary).toBe('5 of 5 points (5 needed)');
    const more = await answer(state, 'roger');
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('This question is finished; move on to the next one');
  });

  it('never accepts a wrong heading, and probes for it without giving it away', async () => {
    const res = await answer(
      await start(),
      'climb and maintain four thousand five hundred left heading two niner zero november one two three alpha bravo',
    );
    const state = res.json<ConversationState>();
    expect(state.terminate).toBe(false);
    expect(state.assessments.map((a) => a.label)).toEqual([true, false, true]);
    expect(state.question).toMatch(/heading/i);
    expect(state.question).not.toMatch(/two seven zero|270/);
    // The second answer only needs to add what was missing.
    const second = (await answer(state, 'left heading two seven zero')).json<ConversationState>();
    expect(second.terminate).toBe(false);
    expect(conversationOver(second)).toBe(true);
    expect(second.assessments.every((a) => a.label)).toBe(true);
  });

  it('closes after the maximum number of answers with the model answer', async () => {
    // An admin holds no attempt at this question: an author's preview states the answer.
    const admin = await createSignedInUser(t.app, { roles: ['Admin'] });
    let state = await start({}, admin);
    for (let i = 0; i < 3; i++) state = (await answer(state, 'roger', {}, admin)).json<ConversationState>();
    expect(state.terminate).toBe(true);
    expect(state.answers).toBe(3);
    expect(state.question).toContain('November one two three alpha bravo');
  });

  it('asks to say again for an unsure voice answer without counting it', async () => {
    const res = await answer(await start(), 'climb', { response_meta: { source: 'voice', confidence: 0.2 } });
    const state = res.json<ConversationState>();
    expect(state.answers).toBe(0);
    expect(state.question).toMatch(/say (that )?again/i);
  });

  it('refuses a tampered state', async () => {
    const state = await start();
    const forged = { ...state, assessments: state.assessments.map((a) => ({ ...a, label: true })) };
    const res = await answer(forged, 'roger');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid conversation state');
    const unsigned = { ...state, signature: undefined };
    expect((await answer(unsigned as unknown as ConversationState, 'roger')).statusCode).toBe(400);
  });

  it('refuses a finished conversation and another user’s identity', async () => {
    const done = (
      await answer(
        await start(),
        'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha bravo',
      )
    ).json<ConversationState>();
    expect((await answer(done, 'again')).statusCode).toBe(409);
    const res = await t.app.inject({
      method: 'POST',
      url: '/qs/initial_state',
      headers,
      payload: {
        tenant_id: 1,
        question_id: questionId,
        user_id: userId + 1,
        generate_audio: false,
        attempt_id: null,
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps other tenants out', async () => {
    await createTenantWithUsers(t.app, 'qs-other', ['Admin']);
    const other = bearer((await login(t.app, 'admin@qs-other.test')).idToken);
    const me = (await t.app.inject({ url: '/api/user', headers: other })).json();
    for (const tenant_id of [1, me.db_user.tenant_id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/qs/initial_state',
        headers: other,
        payload: {
          tenant_id,
          question_id: questionId,
          user_id: me.auth_user.user_id,
          generate_audio: false,
          attempt_id: null,
        },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('lists the tenant’s questions for get_questions, without the rubric for a learner', async () => {
    const list = (body: object, auth = headers) =>
      t.app.inject({ method: 'POST', url: '/qs/get_questions', headers: auth, payload: body });
    const res = await list({ tenant_id: 1 });
    expect(res.statusCode).toBe(200);
    const mine = res.json<Question[]>();
    expect(mine.length).toBeGreaterThanOrEqual(80);
    expect(mine.find((q) => q.question_id === questionId)?.question_name).toBe('ppl.radio.09');
    expect(mine.every((q) => q.subanswers.length === 0)).toBe(true);
    // Another tenant sees its own (empty) bank, never tenant 1's, and cannot ask for tenant 1's.
    const { tenant } = await createTenantWithUsers(t.app, 'qs-list', ['Learner']);
    const other = bearer((await login(t.app, 'learner@qs-list.test')).idToken);
    expect((await list({ tenant_id: tenant.tenant_id }, other)).json()).toEqual([]);
    expect((await list({ tenant_id: 1 }, other)).statusCode).toBe(404);
  });

  it('judges offline when the tenant chose the LLM but none is configured', async () => {
    await t.app.db
      .insert(settings)
      .values({ tenant_id: 1, assessor: 'llm' })
      .onConflictDoUpdate({
        target: settings.tenant_id,
        set: { assessor: 'llm' },
      });
    try {
      const state = (
        await answer(
          await start(),
          'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha bravo',
        )
      ).json<ConversationState>();
      expect(conversationOver(state)).toBe(true);
      expect(state.assessments.every((a) => a.label)).toBe(true);
    } finally {
      // The other cases judge with the tenant's default.
      await t.app.db.update(settings).set({ assessor: 'rubric' }).where(eq(settings.tenant_id, 1));
    }
  });

  it('stores the turns against the learner’s question attempt', async () => {
    const quiz = (await t.app.inject({ url: '/api/quiz/1', headers })).json<Quiz>();
    const attempt = (
      await t.app.inject({
        method: 'POST',
        url: '/api/attempt/quiz_attempt',
        headers,
        payload: { quiz_id: quiz.quiz_id, question_ids: null, attempt_type: 'chat' },
      })
    ).json<QuizAttempt>();
    const qa = attempt.question_attempts[0]!;
    const state = await start({ attempt_id: qa.question_attempt_id }, { headers, userId }, qa.question_id);
    await answer(state, 'I am not sure');
    const turns = await t.app.db
      .select()
      .from(conversationTurns)
      .where(eq(conversationTurns.question_attempt_id, qa.question_attempt_id));
    expect(turns.map((x) => [x.turn_index, x.role])).toEqual([
      [0, 'persona'],
      [1, 'user'],
      [2, 'persona'],
    ]);
    expect(turns[1]?.text).toBe('I am not sure');
  });

  it('speaks the examiner offline when audio is asked for', async () => {
    const state = await start({ generate_audio: true });
    expect(state.audio_location).toMatch(/^\/media\/tts\/[0-9a-f]{32}\.wav$/);
    const file = path.join(t.config.mediaDir, 'tts', path.basename(state.audio_location ?? ''));
    expect(existsSync(file)).toBe(true);
    // The same line again is served from the cache.
    expect((await start({ generate_audio: true })).audio_location).toBe(state.audio_location);
    const res = await t.app.inject({ url: state.audio_location ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });
});
