import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, courses, questions, quizQuestions, quizzes } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

/** Writes to the course tree. Every statement is scoped by tenant, so a foreign id matches nothing. */
export function createCourseAdminRepository(db: Db, events: DomainEventPublisher) {
  // The catalog and the scenes that cast the examiner are cached; a change must show at once.
  const changed = (tenantId: number, kind: 'course' | 'area' | 'quiz', id: number) =>
    events.emit('content.changed', { tenantId, kind, id });

  return {
    async updateCourse(tenantId: number, courseId: number, fields: { name: string; description: string }) {
      const rows = await db
        .update(courses)
        .set(fields)
        .where(and(eq(courses.course_id, courseId), eq(courses.tenant_id, tenantId)))
        .returning({ id: courses.course_id });
      if (rows.length === 1) changed(tenantId, 'course', courseId);
      return rows.length === 1;
    },

    async updateArea(tenantId: number, courseId: number, areaId: number, fields: { name: string }) {
      const rows = await db
        .update(areas)
        .set(fields)
        .where(and(eq(areas.area_id, areaId), eq(areas.course_id, courseId), eq(areas.tenant_id, tenantId)))
        .returning({ id: areas.area_id });
      if (rows.length === 1) changed(tenantId, 'area', areaId);
      return rows.length === 1;
    },

    async quizExists(tenantId: number, quizId: number): Promise<boolean> {
      const rows = await db
        .select({ id: quizzes.quiz_id })
        .from(quizzes)
        .where(and(eq(quizzes.quiz_id, quizId), eq(quizzes.tenant_id, tenantId)))
        .limit(1);
      return rows.length === 1;
    },

    /** Which of these question ids belong to the tenant. */
    async knownQuestionIds(tenantId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: questions.question_id })
        .from(questions)
        .where(and(eq(questions.tenant_id, tenantId), inArray(questions.question_id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** Quiz fields and its ordered question list in one transaction: nobody sees half an edit. */
    async updateQuiz(
      tenantId: number,
      quizId: number,
      fields: Pick<typeof quizzes.$inferInsert, 'name' | 'context' | 'roles'> &
        Partial<Pick<typeof quizzes.$inferInsert, 'publish_state' | 'publish_at' | 'expire_at'>>,
      questionIds: number[],
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(quizzes)
          .set(fields)
          .where(and(eq(quizzes.quiz_id, quizId), eq(quizzes.tenant_id, tenantId)));
        await tx.delete(quizQuestions).where(eq(quizQuestions.quiz_id, quizId));
        if (questionIds.length) {
          await tx
            .insert(quizQuestions)
            .values(questionIds.map((question_id, position) => ({ quiz_id: quizId, question_id, position })));
        }
      });
      changed(tenantId, 'quiz', quizId);
    },
  };
}
export type CourseAdminRepository = ReturnType<typeof createCourseAdminRepository>;
