import {
  normalizeSubanswer,
  QuestionUpsertBodySchema,
  type Question,
  type QuestionUpsertBody,
} from '@wilco/shared';

/** The question form's state: numbers stay text while typed, so a half-typed value is not lost. */
export type QuestionDraft = {
  question_id: number;
  question_name: string;
  question: string;
  answer: string;
  point_threshold: string;
  subanswers: { subanswer_id?: number; subanswer: string; points: string }[];
  contexts: string[];
  examples: {
    example: string;
    reasoning: string;
    subanswer_examples: Question['examples'][number]['subanswer_examples'];
  }[];
};

export const emptyDraft = (): QuestionDraft => ({
  question_id: 0,
  question_name: '',
  question: '',
  answer: '',
  point_threshold: '1',
  subanswers: [{ subanswer: '', points: '1' }],
  contexts: [],
  examples: [],
});

export function draftOf(q: Question): QuestionDraft {
  return {
    question_id: q.question_id,
    question_name: q.question_name,
    question: q.question,
    answer: q.answer,
    point_threshold: String(q.point_threshold),
    subanswers: q.subanswers.map((s) => ({
      subanswer_id: s.subanswer_id,
      subanswer: s.subanswer,
      points: String(s.points),
    })),
    contexts: [...q.contexts],
    examples: q.examples.map((e) => ({
      example: e.example,
      reasoning: e.reasoning,
      subanswer_examples: e.subanswer_examples,
    })),
  };
}

/** Points the subanswers are worth, counting what is not a number yet as nothing. */
export function draftPoints(draft: QuestionDraft): number {
  return draft.subanswers.reduce((sum, s) => sum + (Number.parseInt(s.points, 10) || 0), 0);
}

/** Field path (e.g. "subanswers.0.points") → the first message about it. */
export type DraftErrors = Record<string, string>;
export type DraftResult = { ok: true; body: QuestionUpsertBody } | { ok: false; errors: DraftErrors };

/** The shared schema's own messages are clear; zod's generic ones get a plain-language version. */
function friendlyMessage(path: string, code: string, message: string): string {
  if (code === 'invalid_type') return 'Enter a whole number';
  if (/^contexts\.\d+$/.test(path)) return 'A context cannot be empty';
  if (/^examples\.\d+\.example$/.test(path)) return 'An example cannot be empty';
  if (path === 'question_name' && code === 'too_big') return 'Keep the name to 100 characters';
  return message;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The question body, subanswers normalised before the save (docs/product/authoring.md, "Question bank"). A
 * draft that cannot become a valid body is refused here, field by field, and nothing is sent.
 */
export function buildQuestionBody(draft: QuestionDraft, tenantId: number): DraftResult {
  const parsed = QuestionUpsertBodySchema.safeParse({
    tenant_id: tenantId,
    question_id: draft.question_id,
    question_name: draft.question_name,
    question: draft.question,
    answer: draft.answer,
    point_threshold: toNumber(draft.point_threshold),
    scoring_type: 'points',
    subanswers: draft.subanswers.map((s) => ({
      ...(s.subanswer_id ? { subanswer_id: s.subanswer_id } : {}),
      subanswer: s.subanswer,
      normalized_subanswer: normalizeSubanswer(s.subanswer),
      points: toNumber(s.points),
    })),
    contexts: draft.contexts,
    examples: draft.examples,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'form';
    errors[path] ??= friendlyMessage(path, issue.code, issue.message);
  }
  return { ok: false, errors };
}
