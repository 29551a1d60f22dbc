import type { EvalCase } from '../eval.types';
import { cases as knowledgeOther } from './knowledge-other';
import { cases as knowledgeRules } from './knowledge-rules';
import { cases as newRubrics } from './new-rubrics';
import { cases as readbacks } from './readbacks';

/**
 * The held-out part of the evaluation set (docs/product/assessor.md, "The evaluation"): the fourth
 * one, written on 2026-11-27 and committed alone before that day's second round of assessor
 * changes, partly on eval-only rubrics the assessor was never tuned on
 * (eval-questions-fourth.ts). The third held-out part had been read as tables after every round
 * and joined the tuning part (cases/third-heldout-*), as the first and second had. Tuning never
 * looks at its individual cases, only at the aggregate tables the runner prints.
 */
export const heldoutByArea: Record<string, EvalCase[]> = {
  readbacks: [...newRubrics, ...readbacks],
  knowledge: [...knowledgeRules, ...knowledgeOther],
};

export const heldoutCases: EvalCase[] = Object.values(heldoutByArea).flat();
