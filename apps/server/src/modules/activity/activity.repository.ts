import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventLog, questionAttempts, quizAttempts, transcriptions } from '../../db/schema';

export function createActivityRepository(db: Db) {
  return {
    async logEvent(row: typeof eventLog.$inferInsert): Promise<number> {
      const [r] = await db.insert(eventLog).values(row).returning({ id: eventLog.event_log_id });
      return r!.id;
    },
    async ownsQuizAttempt(userId: number, quizAttemptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: quizAttempts.quiz_attempt_id })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quiz_attempt_id, quizAttemptId), eq(quizAttempts.user_id, userId)))
        .limit(1);
      return rows.length === 1;
    },
    async ownsQuestionAttempt(userId: number, questionAttemptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: questionAttempts.question_attempt_id })
        .from(questionAttempts)
        .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttempts.quiz_attempt_id))
        .where(
          and(eq(questionAttempts.question_attempt_id, questionAttemptId), eq(quizAttempts.user_id, userId)),
        )
        .limit(1);
      return rows.length === 1;
    },
    async logTranscription(row: typeof transcriptions.$inferInsert): Promise<number> {
      const [r] = await db
        .insert(transcriptions)
        .values(row)
        .returning({ id: transcriptions.transcription_id });
      return r!.id;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
