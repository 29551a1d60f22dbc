import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSubanswer } from '@wilco/shared';
import { openDatabase, type Database } from '../client';
import { runMigrations } from '../migrate';
import {
  areas,
  courses,
  questions,
  quizzes,
  scriptQueue,
  scriptTurns,
  scripts,
  settings,
  subanswers,
  tenants,
  users,
} from '../schema';
import { verifyPassword } from '../../lib/passwords';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/databases';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SEED_QUEUE, SEED_SCENARIOS } from './content/scenarios';
import { seedDemoData } from './seed';

const silent = { info: () => undefined };

describe.each(databaseKinds())('demo seed on %s', (kind) => {
  let testDb: TestDatabase;
  let database: Database;
  let seededFirst = false;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await openDatabase(testDb.target);
    await runMigrations(database);
    seededFirst = await seedDemoData(database.db, { demoPassword: 'seed-pass-123', log: silent });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('creates tenant 1 with the four demo accounts, password from DEMO_PASSWORD', async () => {
    expect(seededFirst).toBe(true);
    const [tenant] = await database.db.select().from(tenants);
    expect(tenant?.tenant_id).toBe(1);
    const rows = await database.db.select().from(users).orderBy(users.user_id);
    expect(rows.map((u) => [u.email, u.roles])).toEqual([
      ['admin@wilco.dev', ['Admin', 'Author']],
      ['learner@wilco.dev', ['Learner']],
      ['trial@wilco.dev', ['Trial']],
      ['author@wilco.dev', ['Author']],
    ]);
    for (const u of rows) {
      expect(u.tenant_id).toBe(1);
      expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(u.password_hash ?? '', 'seed-pass-123')).toBe(true);
      expect(await verifyPassword(u.password_hash ?? '', 'wilco-demo-pass')).toBe(false);
    }
  });

  it('gives only the trial account a subscription end about two weeks out', async () => {
    const rows = await database.db.select().from(users);
    const trial = rows.find((u) => u.email === 'trial@wilco.dev');
    const days = ((trial?.subscription_end_date?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13);
    expect(days).toBeLessThanOrEqual(14);
    expect(rows.filter((u) => u.subscription_end_date !== null)).toHaveLength(1);
  });

  it('seeds the FAA course: at least 5 areas, 40 questions with rubrics, 3 featured quizzes', async () => {
    const [setting] = await database.db.select().from(settings).where(eq(settings.tenant_id, 1));
    const primary = setting?.primary_course_id ?? -1;
    const primaryAreas = await database.db.select().from(areas).where(eq(areas.course_id, primary));
    expect(primaryAreas.length).toBeGreaterThanOrEqual(5);

    const [{ n } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(questions);
    expect(n).toBeGreaterThanOrEqual(40);

    const featured = await database.db
      .select({ name: quizzes.name })
      .from(quizzes)
      .innerJoin(areas, eq(areas.area_id, quizzes.area_id))
      .innerJoin(courses, eq(courses.course_id, areas.course_id))
      .where(eq(courses.kind, 'featured'));
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.some((q) => /readback/i.test(q.name))).toBe(true);
  });

  it('stores each subanswer with its normalised form and a reachable threshold', async () => {
    const subs = await database.db.select().from(subanswers);
    for (const s of subs) expect(s.normalized_subanswer).toBe(normalizeSubanswer(s.subanswer));
    const totals = await database.db
      .select({
        threshold: questions.point_threshold,
        total: sql<number>`sum(${subanswers.points})::int`,
      })
      .from(questions)
      .innerJoin(subanswers, eq(subanswers.question_id, questions.question_id))
      .groupBy(questions.question_id);
    for (const t of totals) expect(t.threshold).toBeLessThanOrEqual(t.total);
  });

  it('seeds the published radio scenarios with their turns, queued for the demo learner and the admin', async () => {
    const seeded = await database.db.select().from(scripts).orderBy(scripts.tenant_script_id);
    expect(seeded.map((s) => s.name)).toEqual(SEED_SCENARIOS.map((s) => s.name));
    for (const [i, s] of seeded.entries()) {
      const source = SEED_SCENARIOS[i]!;
      expect(s).toMatchObject({
        tenant_script_id: i + 1,
        status: 'published',
        outbound: true,
        script_type: source.script_type,
        deep_link: source.deep_link,
        caller_profile: source.caller_profile,
      });
      expect(s.conversation_context).toMatch(/AIM \d-\d+-\d+/);
      const turns = await database.db
        .select()
        .from(scriptTurns)
        .where(eq(scriptTurns.script_id, s.script_id))
        .orderBy(scriptTurns.order);
      expect(
        turns.map((t) => [t.order, t.input, t.section, t.annotation]),
        s.name,
      ).toEqual(source.turns.map((t, order) => [order + 1, t.input, t.section, t.annotation]));
      expect(turns.map((t) => [t.variations, t.output_variations, t.flag, t.response_type])).toEqual(
        source.turns.map((t) => [t.variations, t.output_variations, 'Normal', 'Normal']),
      );
    }
    const byId = new Map(seeded.map((s) => [s.script_id, s.name]));
    const expected = SEED_QUEUE.map((q) => [SEED_SCENARIOS.find((s) => s.key === q.key)!.name, q.group_key]);
    for (const email of ['learner@wilco.dev', 'admin@wilco.dev']) {
      const [owner] = await database.db.select().from(users).where(eq(users.email, email));
      const queued = await database.db
        .select()
        .from(scriptQueue)
        .where(eq(scriptQueue.user_id, owner!.user_id))
        .orderBy(scriptQueue.playlist_order);
      expect(
        queued.map((q) => [byId.get(q.script_id), q.group_key]),
        email,
      ).toEqual(expected);
    }
    const [trial] = await database.db.select().from(users).where(eq(users.email, 'trial@wilco.dev'));
    expect(
      await database.db.select().from(scriptQueue).where(eq(scriptQueue.user_id, trial!.user_id)),
    ).toEqual([]);
  });

  it('does nothing on a database that already has a tenant', async () => {
    const again = await seedDemoData(database.db, { demoPassword: 'other-pass-123', log: silent });
    expect(again).toBe(false);
    expect(await database.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await database.db.select().from(scripts)).toHaveLength(SEED_SCENARIOS.length);
  });
});
