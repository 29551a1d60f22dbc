import type { EvalCase } from '../eval.types';
import { cases as knowledgeOther } from './fifth-knowledge-other';
import { cases as knowledgeOtherMore } from './fifth-knowledge-other-more';
import { cases as knowledgeValues } from './fifth-knowledge-values';
import { cases as knowledgeValuesMore } from './fifth-knowledge-values-more';
import { cases as newRubrics } from './fifth-new-rubrics';
import { cases as readbacks } from './fifth-readbacks';

/**
 * The held-out part of the evaluation set (docs/product/assessor.md, "The evaluation"): the fifth
 * one, written on 2026-11-27 (evening) and committed alone before that round's assessor changes,
 * partly on eval-only rubrics the assessor was never tuned on (eval-questions-fifth.ts). The
 * fourth held-out part had been read as tables after every round and joined the tuning part
 * (cases/fourth-heldout-*), as the first three had. Tuning never looks at its individual cases,
 * only at the aggregate tables the runner prints.
 */
export const heldoutByArea: Record<string, EvalCase[]> = {
  readbacks: [...newRubrics, ...readbacks],
  knowledge: [...knowledgeValues, ...knowledgeValuesMore, ...knowledgeOther, ...knowledgeOtherMore],
};

export const heldoutCases: EvalCase[] = Object.values(heldoutByArea).flat();
