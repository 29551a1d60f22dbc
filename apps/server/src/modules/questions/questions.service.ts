import { normalizeSubanswer, type Question, type QuestionUpsertBody } from '@wilco/shared';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { ContentService } from '../content/content.service';
import type { QuestionsRepository } from './questions.repository';

/** Rubric authoring (docs/product/authoring.md, "Question bank") for Admins and Authors of the tenant. */
export function createQuestionsService(repo: QuestionsRepository, content: ContentService) {
  async function save(
    auth: AuthContext,
    questionId: number | null,
    body: QuestionUpsertBody,
  ): Promise<Question> {
    if (body.tenant_id !== auth.tenantId) throw notFound('Tenant not found');
    const badIndex = body.examples
      .flatMap((e) => e.subanswer_examples)
      .find((x) => x.subanswer_index !== undefined && x.subanswer_index >= body.subanswers.length);
    if (badIndex)
      throw badRequest(`An example refers to subanswer ${badIndex.subanswer_index}, which does not exist`);
    const id = await repo.save(
      auth.tenantId,
      questionId,
      {
        question_name: body.question_name,
        question: body.question,
        answer: body.answer,
        point_threshold: body.point_threshold,
        scoring_type: body.scoring_type,
        contexts: body.contexts,
        ...(body.difficulty !== undefined ? { difficulty: body.difficulty } : {}),
        ...(body.source !== undefined ? { source: body.source } : {}),
        ...(body.beta !== undefined ? { beta: body.beta } : {}),
        ...(questionId === null ? { created_by: auth.userId } : {}),
      },
      // docs/product/authoring.md, "Question bank": sub-answers are normalised before a question is saved.
      body.subanswers.map((s) => ({
        subanswer_id: s.subanswer_id,
        subanswer: s.subanswer,
        normalized_subanswer: normalizeSubanswer(s.subanswer),
        points: s.points,
      })),
      body.examples,
    );
    if (id === null) throw notFound('Question not found');
    return content.question(auth, id);
  }

  return {
    create: (auth: AuthContext, body: QuestionUpsertBody) => save(auth, null, body),
    async update(auth: AuthContext, questionId: number, body: QuestionUpsertBody): Promise<Question> {
      if (body.question_id && body.question_id !== questionId)
        throw badRequest('question_id in the body does not match the URL');
      if (!(await repo.exists(auth.tenantId, questionId))) throw notFound('Question not found');
      return save(auth, questionId, body);
    },
    /** The older save path: an id updates, none (or 0) creates. */
    async upsert(auth: AuthContext, body: QuestionUpsertBody): Promise<Question> {
      return body.question_id ? this.update(auth, body.question_id, body) : this.create(auth, body);
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
