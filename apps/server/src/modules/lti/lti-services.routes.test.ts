import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ltiGradeOutbox, ltiLaunches, questionAttempts, scripts } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { bearer } from '../../test/fixtures';
import { ROLE_URI, type TestPlatform } from '../../test/lti-platform';
import { useLtiTool } from '../../test/lti-tool';
import { ROSTER_UNAVAILABLE } from './lti-platform-client';
import { createSimRepository } from '../sim/sim.repository';

describe.shuffle.each(databaseKinds())('LTI 1.3 grades, deep linking and roster on %s', (kind) => {
  const lti = useLtiTool(kind);
  const { t, launch, firstQuiz, userOf } = lti;
  let platform: TestPlatform;
  beforeAll(() => {
    platform = lti.platform;
  });

  /**
   * A learner launched into the first quiz from a graded link, with an attempt whose first
   * question the server decided correct (as /qs would), ready to be completed.
   */
  async function linkedAttempt(sub: string, resourceLinkId: string) {
    const quiz = await firstQuiz();
    const session = await launch({
      sub,
      roles: [ROLE_URI.learner],
      custom: { wilco_quiz: String(quiz.quiz_id) },
      resourceLinkId,
    });
    const headers = bearer(session.idToken);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/attempt/quiz_attempt',
      headers,
      payload: { quiz_id: quiz.quiz_id, question_ids: null, attempt_type: 'chat' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const attemptId = started.json().quiz_attempt_id as number;
    const [firstQuestion] = await t.app.db
      .select()
      .from(questionAttempts)
      .where(eq(questionAttempts.quiz_attempt_id, attemptId))
      .orderBy(asc(questionAttempts.position));
    await t.app.db
      .update(questionAttempts)
      .set({ attempt_status: 'correct', decided_at: new Date() })
      .where(eq(questionAttempts.question_attempt_id, firstQuestion!.question_attempt_id));
    const complete = () =>
      t.app.inject({ method: 'POST', url: `/api/attempt/quiz_attempt/${attemptId}/complete`, headers });
    return { session, headers, attemptId, complete };
  }

  it('sends the score of a completed linked quiz to the line item once, retrying while the platform is down', async () => {
    const { session, attemptId, complete } = await linkedAttempt('learner-grade', 'graded-quiz');
    const mine = () => platform.scores.filter((s) => s.lineitem === platform.lineitemUrl('graded-quiz'));

    platform.state.down = true;
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    const score = done.json().score as number;
    await t.app.lti.settled();
    await t.app.lti.grades.flush();
    const key = `quiz:${attemptId}`;
    let row = await t.app.lti.repo.gradeByKey(key);
    expect(row).toMatchObject({ sent_at: null, tries: 1 });
    expect(row!.last_error).toMatch(/503/);
    expect(mine()).toHaveLength(0);

    // The platform is back and the retry is due.
    platform.state.down = false;
    await t.app.db
      .update(ltiGradeOutbox)
      .set({ next_try_at: new Date() })
      .where(eq(ltiGradeOutbox.attempt_key, key));
    await t.app.lti.grades.flush();
    row = await t.app.lti.repo.gradeByKey(key);
    expect(row!.sent_at).not.toBeNull();
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({
      lineitem: platform.lineitemUrl('graded-quiz'),
      body: {
        userId: 'learner-grade',
        scoreGiven: Math.round(score * 1000) / 1000,
        scoreMaximum: 1,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      },
    });
    expect(score).toBeGreaterThan(0);

    // Completing again, or the event again, sends nothing more.
    await complete();
    t.app.events.emit('attempt.completed', { tenantId: 1, userId: row!.outbox_id, quizAttemptId: attemptId });
    await t.app.lti.settled();
    expect(await t.app.lti.grades.quizCompleted(await userOf(session.idToken), attemptId)).toBe(false);
    await t.app.db
      .update(ltiGradeOutbox)
      .set({ next_try_at: new Date() })
      .where(eq(ltiGradeOutbox.attempt_key, key));
    await t.app.lti.grades.flush();
    expect(mine()).toHaveLength(1);
  });

  it('grades a completed linked scenario (its deep link) through the same outbox', async () => {
    const [scenario] = await t.app.db.select().from(scripts).where(eq(scripts.deep_link, 'pattern-work'));
    const session = await launch({
      sub: 'learner-sim',
      roles: [ROLE_URI.learner],
      custom: { wilco_scenario: 'pattern-work' },
      resourceLinkId: 'graded-scenario',
    });
    expect(session.target).toEqual({ kind: 'scenario', deep_link: 'pattern-work' });
    const userId = await userOf(session.idToken);
    const sims = createSimRepository(t.app.db, t.app.events);
    const results = {
      script_name: scenario!.name,
      deep_link: true,
      score: null,
      reason: null,
      group: null,
      live_on: 'test',
    };
    const sim = await sims.create({
      tenantId: scenario!.tenant_id,
      userId,
      scriptId: scenario!.script_id,
      scriptQueueId: null,
      scriptVersion: null,
      type: 'chat',
      results,
    });
    const before = platform.scores.length;
    await sims.end(sim.sim_id, 'completed', [], { ...results, score: 0.75, reason: 'completed' }, 'test');
    await t.app.lti.settled();
    await t.app.lti.grades.flush();
    expect(platform.scores.slice(before)).toEqual([
      expect.objectContaining({
        lineitem: platform.lineitemUrl('graded-scenario'),
        body: expect.objectContaining({ userId: 'learner-sim', scoreGiven: 0.75 }),
      }),
    ]);
  });

  it('round-trips deep linking: an instructor picks a quiz and a scenario, the platform gets resource links with line items', async () => {
    const quiz = await firstQuiz();
    const session = await launch({
      sub: 'teacher-dl',
      roles: [ROLE_URI.instructor],
      messageType: 'LtiDeepLinkingRequest',
    });
    expect(session.deep_linking).toBe(true);
    const headers = bearer(session.idToken);
    const choices = await t.app.inject({ url: `/api/lti/launch/${session.launch_id}/choices`, headers });
    expect(choices.statusCode, choices.body).toBe(200);
    expect(choices.json().scenarios).toEqual(
      expect.arrayContaining([expect.objectContaining({ deep_link: 'pattern-work' })]),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers,
      payload: {
        launch_id: session.launch_id,
        items: [
          { kind: 'quiz', quiz_id: quiz.quiz_id },
          { kind: 'scenario', deep_link: 'pattern-work' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { return_url, jwt } = res.json<{ return_url: string; jwt: string }>();
    const back = await fetch(return_url, { method: 'POST', body: new URLSearchParams({ JWT: jwt }) });
    expect(back.status).toBe(200);
    const response = platform.deepLinkResponses.at(-1)!;
    expect(response['https://purl.imsglobal.org/spec/lti/claim/message_type']).toBe('LtiDeepLinkingResponse');
    expect(response['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('platform-opaque-data');
    const items = response['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<
      string,
      unknown
    >[];
    expect(items).toEqual([
      expect.objectContaining({
        type: 'ltiResourceLink',
        title: quiz.name,
        custom: { wilco_quiz: String(quiz.quiz_id) },
        lineItem: expect.objectContaining({ scoreMaximum: 1 }),
      }),
      expect.objectContaining({ custom: { wilco_scenario: 'pattern-work' } }),
    ]);
    // The link it made launches into that quiz.
    const learner = await launch({
      sub: 'learner-dl',
      roles: [ROLE_URI.learner],
      custom: items[0]!.custom as Record<string, string>,
    });
    expect(learner.target).toEqual({ kind: 'quiz', quiz_id: quiz.quiz_id });
    // A learner may not answer a deep-linking request, nor use someone else's launch.
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: bearer(learner.idToken),
      payload: { launch_id: session.launch_id, items: [{ kind: 'quiz', quiz_id: quiz.quiz_id }] },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers,
      payload: { launch_id: session.launch_id, items: [{ kind: 'quiz', quiz_id: 999_999 }] },
    });
    expect(bad.statusCode).toBe(404);
  });

  it('sends the browser back only to an http(s) deep_link_return_url', async () => {
    const quiz = await firstQuiz();
    const session = await launch({
      sub: 'teacher-js',
      roles: [ROLE_URI.instructor],
      messageType: 'LtiDeepLinkingRequest',
    });
    // What a platform (or a bug in one) could sign: a script address the browser would run.
    await t.app.db
      .update(ltiLaunches)
      .set({
        deep_linking: { deep_link_return_url: 'javascript:alert(1)', accept_types: ['ltiResourceLink'] },
      })
      .where(eq(ltiLaunches.launch_id, session.launch_id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: bearer(session.idToken),
      payload: { launch_id: session.launch_id, items: [{ kind: 'quiz', quiz_id: quiz.quiz_id }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The platform sent a deep_link_return_url that is not http(s)');
  });

  it("shows an instructor the course roster's progress from NRPS", async () => {
    const graded = await linkedAttempt('learner-on-roster', 'roster-quiz');
    expect((await graded.complete()).statusCode).toBe(200);
    platform.members.splice(
      0,
      platform.members.length,
      { user_id: 'learner-on-roster', name: 'Graded Learner', roles: [ROLE_URI.learner] },
      { user_id: 'never-launched', name: 'New Student', email: 'new@school.test', roles: [ROLE_URI.learner] },
      { user_id: 'teacher-roster', name: 'The Teacher', roles: [ROLE_URI.instructor] },
    );
    const session = await launch({ sub: 'teacher-roster', roles: [ROLE_URI.instructor] });
    expect(session.roster).toBe(true);
    const res = await t.app.inject({
      url: `/api/lti/launch/${session.launch_id}/roster`,
      headers: bearer(session.idToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const roster = res.json();
    expect(roster.context_title).toBe('Private Pilot Ground School');
    expect(roster.members[0]).toMatchObject({
      name: 'Graded Learner',
      roles: ['Learner'],
      quizzes_completed: 1,
    });
    expect(roster.members[0].average_score).toBeGreaterThan(0);
    expect(roster.members[1]).toMatchObject({ name: 'New Student', user_id: null, quizzes_completed: 0 });
    // docs/product/integrations.md, "Roster": a platform that fails is a 502 with a sentence; what
    // it answered goes to the log only.
    platform.state.down = true;
    const down = await t.app.inject({
      url: `/api/lti/launch/${session.launch_id}/roster`,
      headers: bearer(session.idToken),
    });
    platform.state.down = false;
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(ROSTER_UNAVAILABLE);
    const learner = await launch({ sub: 'learner-roster', roles: [ROLE_URI.learner] });
    expect(learner.roster).toBe(false);
    expect(
      (
        await t.app.inject({
          url: `/api/lti/launch/${session.launch_id}/roster`,
          headers: bearer(learner.idToken),
        })
      ).statusCode,
    ).toBe(403);
  });
});
