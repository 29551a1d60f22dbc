import { beforeAll, describe, expect, it } from 'vitest';
import { WeeklyAreaScoresSchema } from '@wilco/shared';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, login } from '../../test/fixtures';

/** `POST /api/score/area/weekly` (docs/product/learning.md, "Progress over time"). */
describe.shuffle.each(databaseKinds())('weekly area scores on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  let learner: Record<string, string>;
  const post = (payload: object, headers = learner) =>
    t.app.inject({ method: 'POST', url: '/api/score/area/weekly', headers, payload });

  beforeAll(async () => {
    learner = bearer((await login(t.app, 'learner@wilco.dev', TEST_PASSWORD)).idToken);
  });

  it('answers the shape, one series per area and one score per week', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(200);
    const body = WeeklyAreaScoresSchema.parse(res.json());
    for (const area of body.areas) expect(area.scores).toHaveLength(body.weeks.length);
  });

  it('leaves out courses the caller cannot see', async () => {
    const res = await post({ course_id: 999_999 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ areas: unknown[] }>().areas).toEqual([]);
  });

  it('refuses a bad body with 400 and no token with 401', async () => {
    expect((await post({ course_id: 'x' })).statusCode).toBe(400);
    expect((await post({}, {})).statusCode).toBe(401);
  });
});
