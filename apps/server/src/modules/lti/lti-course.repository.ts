import { and, asc, avg, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts, quizzes, scripts, simulations } from '../../db/schema';

/** Reads for deep linking and the roster view: the tenant's activities and learners' progress. */
export function createLtiCourseRepository(db: Db) {
  return {
    async quizzes(tenantId: number) {
      return db
        .select({ quiz_id: quizzes.quiz_id, name: quizzes.name })
        .from(quizzes)
        .where(and(eq(quizzes.tenant_id, tenantId), eq(quizzes.publish_state, 'published')))
        .orderBy(asc(quizzes.name));
    },
    async scenarios(tenantId: number) {
      const rows = await db
        .select({ deep_link: scripts.deep_link, name: scripts.name })
        .from(scripts)
        .where(
          and(eq(scripts.tenant_id, tenantId), eq(scripts.status, 'published'), isNotNull(scripts.deep_link)),
        )
        .orderBy(asc(scripts.name));
      return rows.flatMap((r) => (r.deep_link ? [{ deep_link: r.deep_link, name: r.name }] : []));
    },
    /** Per user: completed quiz attempts with their mean score, and completed simulations. */
    async progress(tenantId: number, userIds: number[]) {
      if (userIds.length === 0) return { quizzes: [], sims: [] };
      const quizRows = await db
        .select({ user_id: quizAttempts.user_id, n: count(), mean: avg(quizAttempts.score) })
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.tenant_id, tenantId),
            inArray(quizAttempts.user_id, userIds),
            eq(quizAttempts.completed, true),
          ),
        )
        .groupBy(quizAttempts.user_id);
      const simRows = await db
        .select({ user_id: simulations.user_id, n: count() })
        .from(simulations)
        .where(
          and(
            eq(simulations.tenant_id, tenantId),
            inArray(simulations.user_id, userIds),
            sql`${simulations.status} = 'completed'`,
          ),
        )
        .groupBy(simulations.user_id);
      return { quizzes: quizRows, sims: simRows };
    },
  };
}
export type LtiCourseRepository = ReturnType<typeof createLtiCourseRepository>;
