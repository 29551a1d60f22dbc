import {
  checkStatusChange,
  examinerScore,
  isFinalStatus,
  questionProgress,
  questionScore,
  type CreateQuizAttemptBody,
  type QuizAttempt,
  type UpdateQuizAttemptBody,
} from '@wilco/shared';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import { allQuizzes } from '../content/catalog';
import type { ContentRepository } from '../content/content.repository';
import type { ContentService } from '../content/content.service';
import type { AttemptWithQuestions, AttemptsRepository } from './attempts.repository';

/**
 * docs/product/shell-and-accounts.md, "Errors": the client maps this detail to 'already completed in another
 * session'.
 */
const ATTEMPT_NOT_FOUND = 'Quiz attempt id not found';

export function toQuizAttempt(a: AttemptWithQuestions): QuizAttempt {
  return {
    quiz_attempt_id: a.quiz_attempt_id,
    quiz_id: a.quiz_id,
    course_id: a.course_id,
    area_id: a.area_id,
    user_id: a.user_id,
    attempt_type: a.attempt_type,
    score: a.score,
    completed: a.completed,
    name: a.name,
    context: a.context,
    question_set: a.question_set,
    date_started: a.date_started.toISOString(),
    date_completed: a.date_completed?.toISOString() ?? null,
    date_modified: a.date_modified.toISOString(),
    question_attempts: a.question_attempts.map((q) => ({
      question_attempt_id: q.question_attempt_id,
      question_id: q.question_id,
      position: q.position,
      attempt_status: q.attempt_status,
      feedback: q.feedback,
      // docs/product/grading.md: the answer only once this attempt at the question is final.
      answer: isFinalStatus(q.attempt_status) ? q.answer : null,
      date_modified: q.date_modified.toISOString(),
    })),
  };
}

export function createAttemptsService(deps: {
  repo: AttemptsRepository;
  content: ContentService;
  contentRepo: ContentRepository;
}) {
  const { repo, content, contentRepo } = deps;

  async function visibleQuiz(auth: AuthContext, quizId: number) {
    const quiz = allQuizzes(await content.catalogFor(auth)).find((q) => q.quiz_id === quizId);
    if (!quiz) throw notFound('Quiz not found');
    return quiz;
  }

  async function open(auth: AuthContext, quizAttemptId: number) {
    const attempt = await repo.findOwn(auth.userId, quizAttemptId);
    if (!attempt || attempt.completed) throw notFound(ATTEMPT_NOT_FOUND, ATTEMPT_NOT_FOUND);
    return attempt;
  }

  return {
    async create(auth: AuthContext, body: CreateQuizAttemptBody): Promise<QuizAttempt> {
      const quiz = await visibleQuiz(auth, body.quiz_id);
      const ids = body.question_ids ?? quiz.question_ids;
      const outside = ids.filter((id) => !quiz.question_ids.includes(id));
      if (outside.length) throw badRequest(`Questions ${outside.join(', ')} are not part of this quiz`);
      if (new Set(ids).size !== ids.length) throw badRequest('A question is listed twice');
      if (ids.length === 0) throw badRequest('This quiz has no questions yet');
      // The attempt is filed where the quiz is; a course or area it is not in is a client's mistake.
      if (body.course_id != null && body.course_id !== quiz.course_id)
        throw badRequest(`This quiz is not in course ${body.course_id}`);
      if (body.area_id != null && body.area_id !== quiz.area_id)
        throw badRequest(`This quiz is not in area ${body.area_id}`);
      const created = await repo.create(
        {
          tenant_id: auth.tenantId,
          user_id: auth.userId,
          quiz_id: quiz.quiz_id,
          course_id: quiz.course_id,
          area_id: quiz.area_id,
          attempt_type: body.attempt_type,
          name: quiz.name,
          context: quiz.context,
          question_set: body.question_set ?? (body.question_ids ? 'Custom' : 'All'),
        },
        ids,
      );
      return toQuizAttempt(created);
    },

    async get(auth: AuthContext, quizAttemptId: number): Promise<QuizAttempt> {
      const attempt = await repo.findOwn(auth.userId, quizAttemptId);
      if (!attempt) throw notFound(ATTEMPT_NOT_FOUND, ATTEMPT_NOT_FOUND);
      return toQuizAttempt(attempt);
    },

    /**
     * Idempotent: the same body twice leaves the same state and one feedback entry. The learner
     * sets only what they decide; a final result never changes (docs/product/grading.md).
     */
    async saveQuestion(
      auth: AuthContext,
      quizAttemptId: number,
      body: UpdateQuizAttemptBody,
    ): Promise<QuizAttempt> {
      const attempt = await open(auth, quizAttemptId);
      const current = attempt.question_attempts.find(
        (q) => q.question_attempt_id === body.question_attempt_id,
      );
      if (!current) throw notFound('Question attempt id not found', 'Question attempt id not found');
      const change = checkStatusChange(current.attempt_status, body.attempt_status);
      if (change.kind === 'refused') throw conflict(change.message, 'status_refused');
      const text = body.feedback?.trim() || null;
      let changed = false;
      if (change.kind === 'set') {
        const saved = await repo.saveQuestion(quizAttemptId, current.question_attempt_id, {
          attempt_status: change.status,
          ...(body.feedback !== undefined ? { feedback: text } : {}),
        });
        // The examiner closed the question between our read and this write.
        if (!saved)
          throw conflict('This question is already final; its result cannot change', 'status_refused');
        changed = true;
      } else if (body.feedback !== undefined && text !== current.feedback) {
        await repo.saveFeedback(quizAttemptId, current.question_attempt_id, text);
        changed = true;
      }
      if (text && text !== current.feedback) {
        await repo.addFeedback({
          tenant_id: auth.tenantId,
          user_id: auth.userId,
          quiz_attempt_id: quizAttemptId,
          question_attempt_id: current.question_attempt_id,
          question_id: current.question_id,
          feedback: text,
        });
      }
      // The usual save repeats what the examiner decided and writes nothing: the attempt as read.
      return changed ? this.get(auth, quizAttemptId) : toQuizAttempt(attempt);
    },

    /** Completing twice is harmless: the second call returns the completed attempt. */
    async complete(auth: AuthContext, quizAttemptId: number): Promise<QuizAttempt> {
      const attempt = await repo.findOwn(auth.userId, quizAttemptId);
      if (!attempt) throw notFound(ATTEMPT_NOT_FOUND, ATTEMPT_NOT_FOUND);
      if (attempt.completed) return toQuizAttempt(attempt);
      const row = await repo.complete(
        auth.userId,
        quizAttemptId,
        examinerScore(
          attempt.question_attempts.map((q) => ({
            attempt_status: q.attempt_status,
            decided: q.decided_at !== null,
          })),
        ),
      );
      // Completing changes only the attempt's own row; its questions are as read.
      return toQuizAttempt({ ...attempt, ...row });
    },

    /**
     * docs/product/quiz-player.md, "Leaving": leaving a quiz before starting it loses the attempt. Only
     * an open attempt with every question still not attempted goes; anything done in one is kept.
     */
    async discard(auth: AuthContext, quizAttemptId: number): Promise<void> {
      const attempt = await open(auth, quizAttemptId);
      if (attempt.question_attempts.some((q) => q.attempt_status !== 'not_attempted'))
        throw conflict('Only an attempt with no question answered or skipped can be discarded');
      if (!(await repo.discard(auth.userId, quizAttemptId)))
        throw notFound(ATTEMPT_NOT_FOUND, ATTEMPT_NOT_FOUND);
    },

    async forQuiz(auth: AuthContext, quizId: number) {
      const quiz = await visibleQuiz(auth, quizId);
      const [attempts, outcomes] = await Promise.all([
        repo.forQuiz(auth.userId, quizId),
        contentRepo.outcomes(auth.userId),
      ]);
      const progress = questionProgress(outcomes.map((o) => ({ ...o, at: o.date_modified.getTime() })));
      return {
        quiz_attempts: attempts.map(toQuizAttempt),
        question_ids_by_score: quiz.question_ids.map(
          (id) => [id, questionScore(progress.get(id))] as [number, number | null],
        ),
      };
    },
  };
}
export type AttemptsService = ReturnType<typeof createAttemptsService>;
