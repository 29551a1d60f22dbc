import { describe, expect, it } from 'vitest';
import type { ConversationState, Question } from '@wilco/shared';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, login } from '../../test/fixtures';

const body = {
  tenant_id: 1,
  question_id: 0,
  question_name: 'ppl.custom.01',
  question: 'Tower says: "Cessna 4 5 6, runway one niner, cleared for takeoff." Read it back.',
  answer: 'Runway one niner, cleared for takeoff, Cessna four five six.',
  subanswers: [
    { subanswer: 'Runway 19 (one niner)', points: 2 },
    { subanswer: 'Cleared for takeoff', points: 1 },
  ],
  point_threshold: 3,
  scoring_type: 'points',
  examples: [
    {
      example: 'runway one niner cleared for takeoff cessna four five six',
      reasoning: 'Complete readback',
      subanswer_examples: [
        { subanswer_index: 0, label: true, evidence: 'runway one niner' },
        { subanswer_index: 1, label: true, evidence: 'cleared for takeoff' },
      ],
    },
  ],
  contexts: ['AIM 4-4-7: read back runway assignments.'],
};

describe.shuffle.each(databaseKinds())('rubric authoring on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });

  it('lets an author create a question with a normalised rubric that the examiner can use at once', async () => {
    const admin = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
    const res = await t.app.inject({ method: 'POST', url: '/api/question', headers: admin, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<Question>();
    expect(q.question_id).toBeGreaterThan(0);
    expect(q.subanswers.map((s) => s.normalized_subanswer)).toEqual([
      'runway 19 one niner',
      'cleared for takeoff',
    ]);
    expect(q.examples[0]?.subanswer_examples.map((x) => x.subanswer_id)).toEqual(
      q.subanswers.map((s) => s.subanswer_id),
    );

    const me = (await t.app.inject({ url: '/api/user', headers: admin })).json();
    const state = (
      await t.app.inject({
        method: 'POST',
        url: '/qs/initial_state',
        headers: admin,
        payload: {
          tenant_id: 1,
          question_id: q.question_id,
          user_id: me.auth_user.user_id,
          generate_audio: false,
          attempt_id: null,
        },
      })
    ).json<ConversationState>();
    const wrong = (
      await t.app.inject({
        method: 'POST',
        url: '/qs/follow_up',
        headers: admin,
        payload: {
          tenant_id: 1,
          question_id: q.question_id,
          user_id: me.auth_user.user_id,
          response: 'runway one eight cleared for takeoff',
          state,
        },
      })
    ).json<ConversationState>();
    expect(wrong.assessments.map((a) => a.label)).toEqual([false, true]);
  });

  it('edits in place keeping subanswer ids, idempotently', async () => {
    const admin = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/question', headers: admin, payload: body })
    ).json<Question>();
    const edit = {
      ...body,
      question_id: created.question_id,
      subanswers: created.subanswers.map((s, i) => ({
        subanswer_id: s.subanswer_id,
        subanswer: s.subanswer,
        points: i === 0 ? 3 : 1,
      })),
      point_threshold: 4,
    };
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/question/${created.question_id}`,
        headers: admin,
        payload: edit,
      });
    const first = (await put()).json<Question>();
    const second = (await put()).json<Question>();
    expect(first.subanswers.map((s) => s.subanswer_id)).toEqual(
      created.subanswers.map((s) => s.subanswer_id),
    );
    expect(second).toMatchObject({ point_threshold: 4 });
    expect(second.subanswers.map((s) => s.points)).toEqual([3, 1]);
  });

  it('rejects impossible rubrics with 400 and says why', async () => {
    const admin = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
    const high = await t.app.inject({
      method: 'POST',
      url: '/api/question',
      headers: admin,
      payload: { ...body, point_threshold: 9 },
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toContain('point_threshold (9) is above the points available (3)');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/question',
      headers: admin,
      payload: { ...body, subanswers: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('at least one subanswer');
  });

  it('is closed to learners', async () => {
    const learner = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/question', headers: learner, payload: body }))
        .statusCode,
    ).toBe(403);
  });
});
