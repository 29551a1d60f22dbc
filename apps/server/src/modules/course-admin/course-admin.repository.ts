import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, courses, questions, quizQuestions, quizzes, settings } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

/** Writes to the course tree. Every statement is scoped by tenant, so a foreign id matches nothing. */
export function createCourseAdminRepository(db: Db, events: DomainEventPublisher) {
  // The catalog and the scenes that cast the examiner are cached; a change must show at once.
  const changed = (tenantId: number, kind: 'course' | 'area' | 'quiz', id: number) =>
    events.emit('content.changed', { tenantId, kind, id });

  // New rows go last in their list.
  const nextOrder = (table: typeof courses | typeof areas | typeof quizzes, where: ReturnType<typeof eq>) =>
    db
      .select({ n: sql<number>`coalesce(max(${table.sort_order}), 0)::int + 1` })
      .from(table)
      .where(where)
      .then((rows) => rows[0]?.n ?? 1);

  return {
    async createCourse(
      tenantId: number,
      fields: { name: string; description: string; kind: 'course' | 'featured' },
    ) {
      const sort_order = await nextOrder(courses, eq(courses.tenant_id, tenantId));
      const [row] = await db
        .insert(courses)
        .values({ tenant_id: tenantId, ...fields, sort_order })
        .returning({ id: courses.course_id });
      if (!row) throw new Error('course insert returned no row');
      changed(tenantId, 'course', row.id);
      return row.id;
    },

    async createArea(tenantId: number, courseId: number, name: string): Promise<number | null> {
      const [course] = await db
        .select({ id: courses.course_id })
        .from(courses)
        .where(and(eq(courses.course_id, courseId), eq(courses.tenant_id, tenantId)));
      if (!course) return null;
      const sort_order = await nextOrder(areas, eq(areas.course_id, courseId));
      const [row] = await db
        .insert(areas)
        .values({ tenant_id: tenantId, course_id: courseId, name, sort_order })
        .returning({ id: areas.area_id });
      if (!row) throw new Error('area insert returned no row');
      changed(tenantId, 'area', row.id);
      return row.id;
    },

    async areaExists(tenantId: number, areaId: number): Promise<boolean> {
      const rows = await db
        .select({ id: areas.area_id })
        .from(areas)
        .where(and(eq(areas.area_id, areaId), eq(areas.tenant_id, tenantId)))
        .limit(1);
      return rows.length === 1;
    },

    /** The quiz and its ordered questions in one transaction. */
    async createQuiz(
      tenantId: number,
      areaId: number,
      fields: Pick<typeof quizzes.$inferInsert, 'name' | 'context' | 'everyone' | 'roles'> &
        Partial<Pick<typeof quizzes.$inferInsert, 'publish_state' | 'publish_at' | 'expire_at'>>,
      questionIds: number[],
    ): Promise<number> {
      const sort_order = await nextOrder(quizzes, eq(quizzes.area_id, areaId));
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quizzes)
          .values({ tenant_id: tenantId, area_id: areaId, ...fields, sort_order })
          .returning({ id: quizzes.quiz_id });
        if (!row) throw new Error('quiz insert returned no row');
        if (questionIds.length)
          await tx
            .insert(quizQuestions)
            .values(questionIds.map((question_id, position) => ({ quiz_id: row.id, question_id, position })));
        return row.id;
      });
      changed(tenantId, 'quiz', id);
      return id;
    },

    /**
     * Deletes content rows only: learners' attempts keep their rows, their snapshot of the quiz
     * name and context, and their question attempts; their links to the deleted rows become null
     * (docs/product/administration.md, "Creating and deleting content"). Questions stay in the bank.
     */
    async deleteCourse(tenantId: number, courseId: number): Promise<boolean> {
      const rows = await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(courses)
          .where(and(eq(courses.course_id, courseId), eq(courses.tenant_id, tenantId)))
          .returning({ id: courses.course_id });
        // The home dashboard's primary course must not point at nothing.
        if (deleted.length)
          await tx
            .update(settings)
            .set({ primary_course_id: null })
            .where(and(eq(settings.tenant_id, tenantId), eq(settings.primary_course_id, courseId)));
        return deleted;
      });
      if (rows.length === 1) changed(tenantId, 'course', courseId);
      return rows.length === 1;
    },

    async deleteArea(tenantId: number, courseId: number, areaId: number): Promise<boolean> {
      const rows = await db
        .delete(areas)
        .where(and(eq(areas.area_id, areaId), eq(areas.course_id, courseId), eq(areas.tenant_id, tenantId)))
        .returning({ id: areas.area_id });
      if (rows.length === 1) changed(tenantId, 'area', areaId);
      return rows.length === 1;
    },

    async deleteQuiz(tenantId: number, quizId: number): Promise<boolean> {
      const rows = await db
        .delete(quizzes)
        .where(and(eq(quizzes.quiz_id, quizId), eq(quizzes.tenant_id, tenantId)))
        .returning({ id: quizzes.quiz_id });
      if (rows.length === 1) changed(tenantId, 'quiz', quizId);
      return rows.length === 1;
    },

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
      fields: Pick<typeof quizzes.$inferInsert, 'name' | 'context' | 'everyone' | 'roles'> &
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
