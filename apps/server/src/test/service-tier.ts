import { normalizeSubanswer } from '@wilco/shared';
import type { FastifyInstance } from 'fastify';
import { test } from 'vitest';
import { areas, courses, questions, quizQuestions, quizzes, subanswers, users } from '../db/schema';
import type { AuthContext } from '../plugins/access';
import { useTestApp } from './app';
import { createTenantWithUsers } from './fixtures';

export type TestTenant = Awaited<ReturnType<typeof createTenantWithUsers>>['tenant'];
export type TestQuiz = {
  quizId: number;
  courseId: number;
  areaId: number;
  /** Two questions, each with a two-item rubric; `answer` names every item. */
  questions: { questionId: number; answer: string }[];
};

type ServiceFixtures = {
  /** The suite's app, built by the composition root with no routes: its services are decorations. */
  app: FastifyInstance;
  /** Makes another tenant of the case's own. */
  makeTenant: () => Promise<TestTenant>;
  /** A tenant of this case's own. */
  tenant: TestTenant;
  /** Makes a user of the case's tenant (or the given one) and answers how the services see them. */
  makeUser: (roles?: string[], tenantId?: number) => Promise<AuthContext>;
  /** A learner of the case's tenant. */
  learner: AuthContext;
  /** A published quiz everyone in the case's tenant may take. */
  quiz: TestQuiz;
};

/**
 * The service-level test tier (docs/architecture.md, "Conventions"): a suite calls services the
 * way routes do, on a real database (PGlite, or PostgreSQL with DATABASE_URL) built by the
 * composition root, without HTTP; each case gets its own tenant, users and quiz from fixtures, so
 * no case sees another's rows. Use inside `describe.each(databaseKinds())`.
 */
export function serviceTest(kind: 'pglite' | 'postgres') {
  const suite = useTestApp(kind, { services: [] });
  let tenants = 0;
  let people = 0;
  return test.extend<ServiceFixtures>({
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
    app: async ({}, use) => use(suite.app),
    makeTenant: async ({ app }, use) => {
      await use(async () => {
        tenants += 1;
        return (await createTenantWithUsers(app, `svc${tenants}`, [])).tenant;
      });
    },
    tenant: async ({ makeTenant }, use) => use(await makeTenant()),
    makeUser: async ({ app, tenant }, use) => {
      await use(async (roles = ['Learner'], tenantId = tenant.tenant_id) => {
        people += 1;
        const [user] = await app.db
          .insert(users)
          .values({
            tenant_id: tenantId,
            email: `person-${people}@svc.test`,
            display_name: `Person ${people}`,
            password_hash: 'not used: services take the caller as given',
            roles,
          })
          .returning();
        if (!user) throw new Error('no user');
        return {
          userId: user.user_id,
          tenantId,
          roles,
          sessionId: `service-test-${people}`,
          email: user.email,
          mfaRequired: false,
          mfaEnabled: false,
        };
      });
    },
    learner: async ({ makeUser }, use) => use(await makeUser()),
    quiz: async ({ app, tenant }, use) => use(await createQuiz(app, tenant.tenant_id)),
  });
}

const RUBRICS = [
  {
    question: 'Which two checks come before take-off?',
    items: ['magnetos checked', 'carburettor heat checked'],
  },
  { question: 'What two things does a go-around need?', items: ['full power', 'positive climb'] },
];

async function createQuiz(app: FastifyInstance, tenantId: number): Promise<TestQuiz> {
  const [course] = await app.db
    .insert(courses)
    .values({ tenant_id: tenantId, name: 'Service course' })
    .returning();
  const [area] = await app.db
    .insert(areas)
    .values({ tenant_id: tenantId, course_id: course!.course_id, name: 'Service area' })
    .returning();
  const [quiz] = await app.db
    .insert(quizzes)
    .values({ tenant_id: tenantId, area_id: area!.area_id, name: 'Service quiz', everyone: true })
    .returning();
  const made: TestQuiz['questions'] = [];
  for (const [position, rubric] of RUBRICS.entries()) {
    const answer = rubric.items.join(' and ');
    const [row] = await app.db
      .insert(questions)
      .values({
        tenant_id: tenantId,
        question_name: `svc.${position + 1}`,
        question: rubric.question,
        answer,
        point_threshold: rubric.items.length,
      })
      .returning();
    await app.db.insert(subanswers).values(
      rubric.items.map((item, i) => ({
        question_id: row!.question_id,
        subanswer: item,
        normalized_subanswer: normalizeSubanswer(item),
        points: 1,
        sort_order: i,
      })),
    );
    await app.db
      .insert(quizQuestions)
      .values({ quiz_id: quiz!.quiz_id, question_id: row!.question_id, position });
    made.push({ questionId: row!.question_id, answer });
  }
  return { quizId: quiz!.quiz_id, courseId: course!.course_id, areaId: area!.area_id, questions: made };
}
