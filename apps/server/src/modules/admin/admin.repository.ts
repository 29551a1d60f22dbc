import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventLog, feedback, quizAttempts, users } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

// The logs (open attempts, feedback, activity) keep their newest rows: the admin tables page on
// the client, and a tenant's log can be long. The users are not a log: every account is listed,
// or one the admin must edit or disable could not be reached.
const MAX_ROWS = 1000;

/**
 * Admin lists, always filtered by the caller's tenant; sorted as
 * docs/product/administration.md, "Sort orders" says.
 */
export function createAdminRepository(db: Db, events: DomainEventPublisher) {
  return {
    users: (tenantId: number) =>
      db
        .select()
        .from(users)
        .where(eq(users.tenant_id, tenantId))
        .orderBy(desc(users.date_created), desc(users.user_id)),

    async setFeatures(tenantId: number, userId: number, features: string[]) {
      const [row] = await db
        .update(users)
        .set({ features })
        .where(and(eq(users.user_id, userId), eq(users.tenant_id, tenantId)))
        .returning();
      if (row) events.emit('user.changed', { userId: row.user_id });
      return row ?? null;
    },

    activeAttempts: (tenantId: number) =>
      db
        .select({
          quiz_attempt_id: quizAttempts.quiz_attempt_id,
          user_id: quizAttempts.user_id,
          email: users.email,
          display_name: users.display_name,
          quiz_id: quizAttempts.quiz_id,
          name: quizAttempts.name,
          attempt_type: quizAttempts.attempt_type,
          date_started: quizAttempts.date_started,
          date_modified: quizAttempts.date_modified,
        })
        .from(quizAttempts)
        .innerJoin(users, eq(users.user_id, quizAttempts.user_id))
        .where(
          and(
            eq(quizAttempts.tenant_id, tenantId),
            eq(quizAttempts.completed, false),
            isNull(quizAttempts.date_completed),
          ),
        )
        .orderBy(desc(quizAttempts.date_modified))
        .limit(MAX_ROWS),

    feedback: (tenantId: number) =>
      db
        .select({
          feedback_id: feedback.feedback_id,
          user_id: feedback.user_id,
          email: users.email,
          quiz_attempt_id: feedback.quiz_attempt_id,
          question_attempt_id: feedback.question_attempt_id,
          question_id: feedback.question_id,
          feedback: feedback.feedback,
          date_created: feedback.date_created,
        })
        .from(feedback)
        .leftJoin(users, eq(users.user_id, feedback.user_id))
        .where(eq(feedback.tenant_id, tenantId))
        .orderBy(desc(feedback.date_created), desc(feedback.feedback_id))
        .limit(MAX_ROWS),

    events: (tenantId: number) =>
      db
        .select()
        .from(eventLog)
        .where(eq(eventLog.tenant_id, tenantId))
        .orderBy(desc(eventLog.event_log_id))
        .limit(MAX_ROWS),
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
