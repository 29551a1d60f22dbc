import type { z } from 'zod';
import type { EventLogBody, TranscriptionBodySchema } from '@wilco/shared';
import { notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { Catalog } from '../content/content.repository';
import type { ActivityRepository } from './activity.repository';

/** The content ids an event may name. */
type ContentRef = 'course_id' | 'area_id' | 'quiz_id' | 'question_id';
type ContentRefs = Partial<Record<ContentRef, number | null | undefined>>;

/**
 * The first of the event's course, area and quiz ids that is not in the tenant's catalog (drafts
 * included), or null; a question id is settled here when one of the tenant's quizzes holds it.
 */
export function unknownCatalogRef(catalog: Catalog, refs: ContentRefs): ContentRef | 'question?' | null {
  const known: [ContentRef, number[]][] = [
    ['course_id', catalog.courses.map((c) => c.course_id)],
    ['area_id', catalog.areas.map((a) => a.area_id)],
    ['quiz_id', catalog.quizzes.map((q) => q.quiz_id)],
    ['question_id', catalog.quizQuestions.map((q) => q.question_id)],
  ];
  for (const [ref, ids] of known) {
    const value = refs[ref];
    if (value == null || ids.includes(value)) continue;
    // A question of the bank in no quiz yet is still the tenant's: the repository decides.
    return ref === 'question_id' ? 'question?' : ref;
  }
  return null;
}

/** What a refused id answers, in the words the content routes use. */
const NOT_FOUND: Record<ContentRef, string> = {
  course_id: 'Course not found',
  area_id: 'Area not found',
  quiz_id: 'Quiz not found',
  question_id: 'Question not found',
};

/**
 * What the player reports (docs/product/quiz-player.md, "Event log"; docs/product/speech.md,
 * "Transcription log"), filed under the caller: the attempt an entry names must be theirs and the
 * content it names their tenant's, or nothing is stored.
 */
export function createActivityService(
  repo: ActivityRepository,
  content: {
    /** The tenant's course tree (the cached catalog). */
    catalog: (tenantId: number) => Promise<Catalog>;
    /** Whether the question is one of the tenant's bank. */
    isQuestionOf: (tenantId: number, questionId: number) => Promise<boolean>;
  },
) {
  async function checkContent(tenantId: number, refs: ContentRefs) {
    const unknown = unknownCatalogRef(await content.catalog(tenantId), refs);
    if (unknown === 'question?') {
      if (!(await content.isQuestionOf(tenantId, refs.question_id!))) throw notFound(NOT_FOUND.question_id);
    } else if (unknown) throw notFound(NOT_FOUND[unknown]);
  }

  return {
    async logEvent(auth: AuthContext, body: EventLogBody): Promise<number> {
      const {
        event,
        event_timestamp,
        course_id,
        area_id,
        quiz_id,
        quiz_attempt_id,
        question_id,
        quiz_format,
        question_outcome,
        user_role,
        ...details
      } = body;
      if (quiz_attempt_id != null && !(await repo.ownsQuizAttempt(auth.userId, quiz_attempt_id)))
        throw notFound('Quiz attempt id not found');
      await checkContent(auth.tenantId, { course_id, area_id, quiz_id, question_id });
      return repo.logEvent({
        tenant_id: auth.tenantId,
        user_id: auth.userId,
        // Who sent it comes from the session, never from the body.
        user_email: auth.email,
        // docs/product/shell-and-accounts.md, "Hardening": the role and the time are the session's and
        // the server's; the client's claims are kept in details only, for diagnosis.
        user_role: auth.roles[0] ?? null,
        event,
        event_timestamp: new Date(),
        course_id: course_id ?? null,
        area_id: area_id ?? null,
        quiz_id: quiz_id ?? null,
        quiz_attempt_id: quiz_attempt_id ?? null,
        question_id: question_id ?? null,
        quiz_format: quiz_format ?? null,
        question_outcome: question_outcome ?? null,
        details: {
          ...details,
          client_timestamp: event_timestamp,
          ...(user_role ? { client_role: user_role } : {}),
        },
      });
    },

    async logTranscription(
      auth: AuthContext,
      body: z.infer<typeof TranscriptionBodySchema>,
    ): Promise<number> {
      if (!(await repo.ownsQuestionAttempt(auth.userId, body.question_attempt_id)))
        throw notFound('Question attempt id not found');
      return repo.logTranscription({ tenant_id: auth.tenantId, user_id: auth.userId, ...body });
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
