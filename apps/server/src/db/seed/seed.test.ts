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

  it('creates tenant 1 with the three demo accounts, password from DEMO_PASSWORD', async () => {
    expect(seededFirst).toBe(true);
    const [tenant] = await database.db.select().from(tenants);
    expect(tenant?.tenant_id).toBe(1);
    const rows = await database.db.select().from(users).orderBy(users.user_id);
    expect(rows.map((u) => [u.email, u.roles])).toEqual([
      ['admin@wilco.dev', ['Admin', 'Author']],
      ['learner@wilco.dev', ['Learner']],
      ['trial@wilco.dev', ['Trial']],
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

  it('seeds radio scenarios with caller turns, queued for the demo learner', async () => {
    const seeded = await database.db.select().from(scripts).orderBy(scripts.tenant_script_id);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const s of seeded) {
      expect(s.conversation_context).toMatch(/AIM 4-\d+-\d+/);
      const turns = await database.db
        .select()
        .from(scriptTurns)
        .where(eq(scriptTurns.script_id, s.script_id));
      expect(turns.length, s.name).toBeGreaterThanOrEqual(4);
      expect(turns.every((turn) => turn.input.length > 0)).toBe(true);
    }
    const [learner] = await database.db.select().from(users).where(eq(users.email, 'learner@wilco.dev'));
    const queued = await database.db
      .select()
      .from(scriptQueue)
      .where(eq(scriptQueue.user_id, learner!.user_id));
    expect(queued.map((q) => q.script_id).sort()).toEqual(seeded.map((s) => s.script_id).sort());
  });

  it('does nothing on a database that already has a tenant', async () => {
    const again = await seedDemoData(database.db, { demoPassword: 'other-pass-123', log: silent });
    expect(again).toBe(false);
    expect(await database.db.select().from(users)).toHaveLength(3);
    expect(await database.db.select().from(scripts)).toHaveLength(4);
  });
});
