import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  areas,
  courses,
  questionAttempts as questionAttemptsTable,
  questionExamples,
  questions,
  quizAttempts,
  quizQuestions,
  quizzes,
  subanswers,
} from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';

export type CourseRow = typeof courses.$inferSelect;
export type AreaRow = typeof areas.$inferSelect;
export type QuizRow = typeof quizzes.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type SubanswerRow = typeof subanswers.$inferSelect;
export type ExampleRow = typeof questionExamples.$inferSelect;
export type Catalog = {
  courses: CourseRow[];
  areas: AreaRow[];
  quizzes: QuizRow[];
  quizQuestions: { quiz_id: number; question_id: number; position: number }[];
};

/** `cache` is the app's one catalog cache (content.plugin.ts), forgotten on content edits. */
export function createContentRepository(db: Db, cache: TtlCache<number, Catalog>) {
  async function loadCatalog(tenantId: number): Promise<Catalog> {
    const [c, a, q, qq] = await Promise.all([
      db
        .select()
        .from(courses)
        .where(eq(courses.tenant_id, tenantId))
        .orderBy(asc(courses.sort_order), asc(courses.course_id)),
      db
        .select()
        .from(areas)
        .where(eq(areas.tenant_id, tenantId))
        .orderBy(asc(areas.sort_order), asc(areas.area_id)),
      db
        .select()
        .from(quizzes)
        .where(eq(quizzes.tenant_id, tenantId))
        .orderBy(asc(quizzes.sort_order), asc(quizzes.quiz_id)),
      db
        .select({
          quiz_id: quizQuestions.quiz_id,
          question_id: quizQuestions.question_id,
          position: quizQuestions.position,
        })
        .from(quizQuestions)
        .innerJoin(quizzes, eq(quizzes.quiz_id, quizQuestions.quiz_id))
        .where(eq(quizzes.tenant_id, tenantId))
        .orderBy(asc(quizQuestions.quiz_id), asc(quizQuestions.position)),
    ]);
    return { courses: c, areas: a, quizzes: q, quizQuestions: qq };
  }

  return {
    /** The whole course tree of a tenant: four small queries, joined in memory, cached briefly. */
    catalog(tenantId: number): Promise<Catalog> {
      return cache.get(tenantId, () => loadCatalog(tenantId));
    },

    async questions(tenantId: number, ids: number[] | 'all') {
      const where =
        ids === 'all'
          ? eq(questions.tenant_id, tenantId)
          : and(eq(questions.tenant_id, tenantId), inArray(questions.question_id, ids.length ? ids : [-1]));
      return db.select().from(questions).where(where).orderBy(asc(questions.question_id));
    },

    async rubrics(questionIds: number[]) {
      if (questionIds.length === 0) return { subanswers: [], examples: [] };
      const [subs, examples] = await Promise.all([
        db
          .select()
          .from(subanswers)
          .where(inArray(subanswers.question_id, questionIds))
          .orderBy(asc(subanswers.sort_order), asc(subanswers.subanswer_id)),
        db
          .select()
          .from(questionExamples)
          .where(inArray(questionExamples.question_id, questionIds))
          .orderBy(asc(questionExamples.sort_order), asc(questionExamples.question_example_id)),
      ]);
      return { subanswers: subs, examples };
    },

    /**
     * The answer and subanswers of one of the tenant's questions, as phrases for the offline
     * speech recogniser's search (the /stt socket adds them server-side, so learners' clients
     * never hold the rubric). Another tenant's question id gives nothing.
     */
    async speechPhrases(tenantId: number, questionId: number): Promise<string[]> {
      const [question] = await db
        .select({ answer: questions.answer })
        .from(questions)
        .where(and(eq(questions.question_id, questionId), eq(questions.tenant_id, tenantId)))
        .limit(1);
      if (!question) return [];
      const subs = await db
        .select({ subanswer: subanswers.subanswer })
        .from(subanswers)
        .where(eq(subanswers.question_id, questionId))
        .orderBy(asc(subanswers.sort_order), asc(subanswers.subanswer_id));
      return [question.answer, ...subs.map((s) => s.subanswer)];
    },

    /** Every question attempt of the user, for progress: status and when it was last saved. */
    async outcomes(userId: number) {
      return db
        .select({
          question_id: questionAttemptsTable.question_id,
          attempt_status: questionAttemptsTable.attempt_status,
          date_modified: questionAttemptsTable.date_modified,
          quiz_attempt_id: questionAttemptsTable.quiz_attempt_id,
        })
        .from(questionAttemptsTable)
        .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttemptsTable.quiz_attempt_id))
        .where(eq(quizAttempts.user_id, userId));
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
