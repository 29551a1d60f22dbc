import type { EvalCase } from '../eval.types';
import { cases as knowledgeValues } from './sixth-knowledge-values';
import { cases as knowledgeWords } from './sixth-knowledge-words';
import { cases as newKnowledge } from './sixth-new-knowledge';
import { cases as newReadbacks } from './sixth-new-readbacks';
import { cases as readbacks } from './sixth-readbacks';

/**
 * The held-out part of the evaluation set (docs/product/assessor.md, "The evaluation"): the sixth
 * one, written on 2026-11-27 (late evening) and committed alone before that round's assessor
 * changes and before the assessor was run on it, partly on eval-only rubrics the assessor was
 * never tuned on (eval-questions-sixth.ts), three of them knowledge questions. The fifth held-out
 * part had been read as tables after every round and joined the tuning part
 * (cases/fifth-heldout-*), as the first four had. Tuning never looks at its individual cases,
 * only at the aggregate tables the runner prints.
 */
export const heldoutByArea: Record<string, EvalCase[]> = {
  readbacks: [...newReadbacks, ...readbacks],
  knowledge: [...newKnowledge, ...knowledgeValues, ...knowledgeWords],
};

export const heldoutCases: EvalCase[] = Object.values(heldoutByArea).flat();
