import {
  normalizeSubanswer,
  QuestionUpsertBodySchema,
  type Question,
  type QuestionUpsertBody,
} from '@wilco/shared';

/** What the edit side card lets an author change; examples and contexts go back as they were. */
export type QuestionDraft = {
  question_name: string;
  question: string;
  answer: string;
  point_threshold: string;
  subanswers: { subanswer_id?: number; subanswer: string; points: string }[];
};

export function draftOf(q: Question): QuestionDraft {
  return {
    question_name: q.question_name,
    question: q.question,
    answer: q.answer,
    point_threshold: String(q.point_threshold),
    subanswers: q.subanswers.map((s) => ({
      subanswer_id: s.subanswer_id,
      subanswer: s.subanswer,
      points: String(s.points),
    })),
  };
}

export type DraftResult = { ok: true; body: QuestionUpsertBody } | { ok: false; message: string };

/**
 * The PUT body from the draft, subanswers normalised before the save
 * (docs/product/authoring.md, "Question bank"). A draft that cannot become a valid body is refused here, so
 * nothing is sent (docs/product/authoring.md, "Question bank").
 */
export function buildQuestionBody(original: Question, draft: QuestionDraft, tenantId: number): DraftResult {
  const parsed = QuestionUpsertBodySchema.safeParse({
    tenant_id: tenantId,
    question_id: original.question_id,
    question_name: draft.question_name,
    question: draft.question,
    answer: draft.answer,
    point_threshold: Number(draft.point_threshold),
    scoring_type: original.scoring_type,
    subanswers: draft.subanswers.map((s) => ({
      subanswer_id: s.subanswer_id,
      subanswer: s.subanswer,
      normalized_subanswer: normalizeSubanswer(s.subanswer),
      points: Number(s.points),
    })),
    examples: original.examples.map((e) => ({
      example: e.example,
      reasoning: e.reasoning,
      subanswer_examples: e.subanswer_examples,
    })),
    contexts: original.contexts,
  });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'The question is not valid' };
  return { ok: true, body: parsed.data };
}
