import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeSubanswer } from '@wilco/shared';
import type { Db } from '../client';
import {
  areas,
  courses,
  questionExamples,
  questions,
  quizQuestions,
  quizzes,
  roles,
  settings,
  subanswers,
  tenants,
  users,
} from '../schema';
import { hashPassword } from '../../lib/passwords';
import type { SeedCourse, SeedQuestion } from './content/content.types';
import { DEFAULT_ROLES, DEFAULT_SIDEBAR_ROUTES, DEMO_ACCOUNTS, TRIAL_DAYS } from './demo-accounts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SeedOptions = { demoPassword: string; log: Pick<FastifyBaseLogger, 'info'> };

/** Seeds tenant 1, demo accounts, the FAA course and radio scenarios, only into an empty database. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  // Loaded only when seeding: a second start never parses the course content.
  const { allSeedQuestions, seedCourses } = await import('./content');
  const { insertScenarios } = await import('./scenarios');
  // Hash outside the transaction: PGlite serialises everything and argon2 takes a while.
  const passwordHash = await hashPassword(options.demoPassword);
  let scenarios = 0;
  await db.transaction(async (tx) => {
    const tenantId = await insertTenant(tx);
    await insertUsers(tx, tenantId, passwordHash);
    const questionIds = await insertQuestions(tx, tenantId, allSeedQuestions);
    const primaryCourseId = await insertCourses(tx, tenantId, seedCourses, questionIds);
    await tx.insert(settings).values({
      tenant_id: tenantId,
      sidebar_routes: DEFAULT_SIDEBAR_ROUTES,
      primary_course_id: primaryCourseId,
    });
    scenarios = await insertScenarios(tx, tenantId);
  });
  options.log.info(
    { accounts: DEMO_ACCOUNTS.map((a) => a.email), questions: allSeedQuestions.length, scenarios },
    'seeded demo tenant, accounts, course and scenarios',
  );
  return true;
}

async function insertTenant(tx: Tx): Promise<number> {
  const [tenant] = await tx
    .insert(tenants)
    .values({ tenant_short_code: 'wilco', display_name: 'Wilco Flight Academy', country_code_iso: 'USA' })
    .returning({ id: tenants.tenant_id });
  if (!tenant) throw new Error('tenant insert returned no row');
  await tx.insert(roles).values(DEFAULT_ROLES.map((r) => ({ ...r, tenant_id: tenant.id })));
  return tenant.id;
}

async function insertUsers(tx: Tx, tenantId: number, passwordHash: string) {
  const trialEnd = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
  await tx.insert(users).values(
    DEMO_ACCOUNTS.map((a) => ({
      tenant_id: tenantId,
      email: a.email,
      user_name: a.email.split('@')[0],
      first_name: a.first_name,
      last_name: a.last_name,
      display_name: `${a.first_name} ${a.last_name}`,
      password_hash: passwordHash,
      roles: [...a.roles],
      email_verified: true,
      subscription_end_date: (a.roles as readonly string[]).includes('Trial') ? trialEnd : null,
    })),
  );
}

async function insertQuestions(tx: Tx, tenantId: number, list: SeedQuestion[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const q of list) {
    const [created] = await tx
      .insert(questions)
      .values({
        tenant_id: tenantId,
        question_name: q.question_name,
        question: q.question,
        answer: q.answer,
        point_threshold: q.point_threshold,
        contexts: q.contexts,
        source: q.source,
        difficulty: q.difficulty,
      })
      .returning({ id: questions.question_id });
    if (!created) throw new Error(`question insert returned no row: ${q.key}`);
    ids.set(q.key, created.id);
    const subs = await tx
      .insert(subanswers)
      .values(
        q.subanswers.map((s, i) => ({
          question_id: created.id,
          subanswer: s.subanswer,
          normalized_subanswer: normalizeSubanswer(s.subanswer),
          points: s.points,
          sort_order: i,
        })),
      )
      .returning({ id: subanswers.subanswer_id });
    if (q.examples.length === 0) continue;
    await tx.insert(questionExamples).values(
      q.examples.map((e, i) => ({
        question_id: created.id,
        example: e.example,
        reasoning: e.reasoning,
        sort_order: i,
        subanswer_examples: e.subanswer_examples.map((se) => ({
          subanswer_id: subs[se.subanswer_index]?.id ?? null,
          label: se.label,
          evidence: se.evidence,
        })),
      })),
    );
  }
  return ids;
}

/** Returns the id of the first regular course: the tenant's primary course for progress. */
async function insertCourses(
  tx: Tx,
  tenantId: number,
  seedCourses: SeedCourse[],
  questionIds: Map<string, number>,
): Promise<number | null> {
  let primary: number | null = null;
  for (const [ci, course] of seedCourses.entries()) {
    const [c] = await tx
      .insert(courses)
      .values({
        tenant_id: tenantId,
        name: course.name,
        description: course.description,
        kind: course.kind,
        sort_order: ci,
      })
      .returning({ id: courses.course_id });
    if (!c) throw new Error('course insert returned no row');
    if (course.kind === 'course' && primary === null) primary = c.id;
    for (const [ai, area] of course.areas.entries()) {
      const [a] = await tx
        .insert(areas)
        .values({
          tenant_id: tenantId,
          course_id: c.id,
          name: area.name,
          description: area.description,
          sort_order: ai,
        })
        .returning({ id: areas.area_id });
      if (!a) throw new Error('area insert returned no row');
      for (const [qi, quiz] of area.quizzes.entries()) {
        const [z] = await tx
          .insert(quizzes)
          .values({
            tenant_id: tenantId,
            area_id: a.id,
            name: quiz.name,
            context: quiz.context,
            // The seed lists roles only for the quizzes it keeps from some people (decision 026).
            everyone: quiz.roles.length === 0,
            roles: quiz.roles,
            sort_order: qi,
          })
          .returning({ id: quizzes.quiz_id });
        if (!z) throw new Error('quiz insert returned no row');
        await tx.insert(quizQuestions).values(
          quiz.questionKeys.map((key, position) => {
            const questionId = questionIds.get(key);
            if (questionId === undefined) throw new Error(`quiz ${quiz.name} names unknown question ${key}`);
            return { quiz_id: z.id, question_id: questionId, position };
          }),
        );
      }
    }
  }
  return primary;
}
