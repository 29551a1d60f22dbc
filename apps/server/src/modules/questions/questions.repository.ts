import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DomainEventPublisher } from '../../lib/events/domain-events';
import { questionExamples, questions, subanswers, type SubanswerExample } from '../../db/schema';

export type QuestionFields = Omit<typeof questions.$inferInsert, 'question_id' | 'tenant_id'>;
export type SubanswerInput = {
  subanswer_id?: number | undefined;
  subanswer: string;
  normalized_subanswer: string;
  points: number;
};
export type ExampleInput = {
  example: string;
  reasoning: string;
  subanswer_examples: {
    subanswer_id?: number | null | undefined;
    subanswer_index?: number | undefined;
    label: boolean;
    evidence: string | null;
  }[];
};

/** Saves a question with its rubric in one transaction: nobody sees half an edit. */
export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;

export function createQuestionsRepository(db: Db, events: DomainEventPublisher) {
  return {
    async exists(tenantId: number, questionId: number): Promise<boolean> {
      const rows = await db
        .select({ id: questions.question_id })
        .from(questions)
        .where(and(eq(questions.question_id, questionId), eq(questions.tenant_id, tenantId)))
        .limit(1);
      return rows.length === 1;
    },

    /** The saved question's id, or null when `questionId` is not a question of this tenant. */
    async save(
      tenantId: number,
      questionId: number | null,
      fields: QuestionFields,
      subs: SubanswerInput[],
      examples: ExampleInput[],
    ) {
      return db
        .transaction(async (tx) => {
          let id = questionId;
          if (id === null) {
            const [row] = await tx
              .insert(questions)
              .values({ ...fields, tenant_id: tenantId })
              .returning({ id: questions.question_id });
            id = row!.id;
          } else {
            const updated = await tx
              .update(questions)
              .set(fields)
              .where(and(eq(questions.question_id, id), eq(questions.tenant_id, tenantId)))
              .returning({ id: questions.question_id });
            // Another tenant's id: stop before the rubric below, which is keyed by question alone.
            if (updated.length === 0) return null;
          }
          const questionIdSaved = id;
          // Subanswers keep their ids when edited in place, so past assessments still point at them.
          const existing = await tx
            .select({ id: subanswers.subanswer_id })
            .from(subanswers)
            .where(eq(subanswers.question_id, questionIdSaved));
          const existingIds = new Set(existing.map((r) => r.id));
          const keep = subs
            .map((s) => s.subanswer_id)
            .filter((x): x is number => x !== undefined && existingIds.has(x));
          await tx
            .delete(subanswers)
            .where(
              keep.length
                ? and(eq(subanswers.question_id, questionIdSaved), notInArray(subanswers.subanswer_id, keep))
                : eq(subanswers.question_id, questionIdSaved),
            );
          const ids: number[] = [];
          for (const [i, s] of subs.entries()) {
            const values = {
              subanswer: s.subanswer,
              normalized_subanswer: s.normalized_subanswer,
              points: s.points,
              sort_order: i,
            };
            if (s.subanswer_id !== undefined && existingIds.has(s.subanswer_id)) {
              await tx
                .update(subanswers)
                .set(values)
                .where(
                  and(
                    eq(subanswers.subanswer_id, s.subanswer_id),
                    eq(subanswers.question_id, questionIdSaved),
                  ),
                );
              ids.push(s.subanswer_id);
            } else {
              const [row] = await tx
                .insert(subanswers)
                .values({ ...values, question_id: questionIdSaved })
                .returning({ id: subanswers.subanswer_id });
              ids.push(row!.id);
            }
          }
          await tx.delete(questionExamples).where(eq(questionExamples.question_id, questionIdSaved));
          if (examples.length) {
            await tx.insert(questionExamples).values(
              examples.map((e, i) => ({
                question_id: questionIdSaved,
                example: e.example,
                reasoning: e.reasoning,
                sort_order: i,
                subanswer_examples: e.subanswer_examples.map((x): SubanswerExample => ({
                  subanswer_id:
                    x.subanswer_index !== undefined
                      ? (ids[x.subanswer_index] ?? null)
                      : ids.includes(x.subanswer_id ?? -1)
                        ? x.subanswer_id!
                        : null,
                  label: x.label,
                  evidence: x.evidence,
                })),
              })),
            );
          }
          return questionIdSaved;
        })
        .then((savedId) => {
          if (savedId !== null) events.emit('content.changed', { tenantId, kind: 'question', id: savedId });
          return savedId;
        });
    },
  };
}
