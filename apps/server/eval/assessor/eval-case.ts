import type { EvalCase, EvalKind } from './eval.types';

/** One labelled reply: the question it answers, its kind and the expected label per rubric item. */
export const evalCase = (
  question_key: string,
  reply: string,
  kind: EvalKind,
  expected: boolean[],
  note?: string,
): EvalCase => ({
  question_key,
  reply,
  kind,
  expected,
  ...(note ? { note } : {}),
});
