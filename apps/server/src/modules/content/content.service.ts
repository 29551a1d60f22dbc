import { ROLE, isFinalStatus, type Course, type Question, type Quiz, type QuizSummary } from '@wilco/shared';
import { notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import { allQuizzes, fullCatalog, visibleCatalog } from './catalog';
import type { ContentRepository, ExampleRow, QuestionRow, SubanswerRow } from './content.repository';

export const canSeeRubrics = (roles: readonly string[]) =>
  roles.includes(ROLE.Admin) || roles.includes(ROLE.Author);

/**
 * `withAnswer`: the model answer is shown to a learner only once an attempt of theirs at the
 * question is final (docs/product/grading.md); before that it is the empty string.
 */
export function toQuestion(
  q: QuestionRow,
  subs: SubanswerRow[],
  examples: ExampleRow[],
  withRubric: boolean,
  withAnswer = withRubric,
): Question {
  return {
    question_id: q.question_id,
    question_name: q.question_name,
    question: q.question,
    answer: withAnswer ? q.answer : '',
    subanswers: withRubric
      ? subs.map((s) => ({
          subanswer_id: s.subanswer_id,
          subanswer: s.subanswer,
          normalized_subanswer: s.normalized_subanswer,
          points: s.points,
        }))
      : [],
    point_threshold: q.point_threshold,
    scoring_type: q.scoring_type,
    contexts: withRubric ? q.contexts : [],
    examples: withRubric
      ? examples.map((e) => ({
          question_example_id: e.question_example_id,
          example: e.example,
          reasoning: e.reasoning,
          subanswer_examples: e.subanswer_examples,
        }))
      : [],
    source: q.source,
    beta: q.beta,
    difficulty: q.difficulty,
    date_created: q.date_created.toISOString(),
    date_modified: q.date_modified.toISOString(),
  };
}

export function createContentService(repo: ContentRepository, clock: () => Date = () => new Date()) {
  async function catalogFor(auth: AuthContext): Promise<Course[]> {
    return visibleCatalog(await repo.catalog(auth.tenantId), auth, clock());
  }

  /** Questions the learner has a final attempt at: their answers are no secret any more. */
  async function finalQuestionIds(userId: number): Promise<Set<number>> {
    const outcomes = await repo.outcomes(userId);
    return new Set(outcomes.filter((o) => isFinalStatus(o.attempt_status)).map((o) => o.question_id));
  }

  async function loadQuestions(auth: AuthContext, ids: number[] | 'all'): Promise<Question[]> {
    const rows = await repo.questions(auth.tenantId, ids);
    const withRubric = canSeeRubrics(auth.roles);
    const rubric = withRubric
      ? await repo.rubrics(rows.map((r) => r.question_id))
      : { subanswers: [], examples: [] };
    const answered = withRubric ? null : await finalQuestionIds(auth.userId);
    return rows.map((q) =>
      toQuestion(
        q,
        rubric.subanswers.filter((s) => s.question_id === q.question_id),
        rubric.examples.filter((e) => e.question_id === q.question_id),
        withRubric,
        answered === null || answered.has(q.question_id),
      ),
    );
  }

  /** Learners reach a question only through a quiz they may take; authors reach every question. */
  async function reachableQuestionIds(auth: AuthContext): Promise<number[] | 'all'> {
    if (canSeeRubrics(auth.roles)) return 'all';
    return [...new Set(allQuizzes(await catalogFor(auth)).flatMap((q) => q.question_ids))];
  }

  return {
    catalogFor,
    courses: async (auth: AuthContext) => (await catalogFor(auth)).filter((c) => c.kind === 'course'),
    featured: async (auth: AuthContext) => (await catalogFor(auth)).filter((c) => c.kind === 'featured'),
    quizzes: async (auth: AuthContext): Promise<QuizSummary[]> => allQuizzes(await catalogFor(auth)),

    /**
     * Learners reach a live quiz they may take; authors and admins reach every quiz of their tenant, drafts
     * too, as they reach every question (the course admin's quiz card reads it fresh).
     */
    async quiz(auth: AuthContext, quizId: number): Promise<Quiz> {
      const catalog = canSeeRubrics(auth.roles)
        ? fullCatalog(await repo.catalog(auth.tenantId))
        : await catalogFor(auth);
      const summary = allQuizzes(catalog).find((q) => q.quiz_id === quizId);
      if (!summary) throw notFound('Quiz not found');
      const questions = await loadQuestions(auth, summary.question_ids);
      const byId = new Map(questions.map((q) => [q.question_id, q]));
      return { ...summary, questions: summary.question_ids.flatMap((id) => byId.get(id) ?? []) };
    },

    /** Whether the caller may be asked this question (a quiz they can take, or any for authors). */
    async canReach(auth: AuthContext, questionId: number): Promise<boolean> {
      const reachable = await reachableQuestionIds(auth);
      return reachable === 'all' || reachable.includes(questionId);
    },

    async questions(auth: AuthContext): Promise<Question[]> {
      return loadQuestions(auth, await reachableQuestionIds(auth));
    },

    async question(auth: AuthContext, questionId: number): Promise<Question> {
      const reachable = await reachableQuestionIds(auth);
      if (reachable !== 'all' && !reachable.includes(questionId)) throw notFound('Question not found');
      const [question] = await loadQuestions(auth, [questionId]);
      if (!question) throw notFound('Question not found');
      return question;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
