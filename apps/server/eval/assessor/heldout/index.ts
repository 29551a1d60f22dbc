import type { EvalCase } from '../eval.types';
import { cases as knowledgeValues } from './seventh-knowledge-values';
import { cases as knowledgeWords } from './seventh-knowledge-words';
import { cases as newKnowledge } from './seventh-new-knowledge';
import { cases as newReadbacks } from './seventh-new-readbacks';
import { cases as readbacks } from './seventh-readbacks';

/**
 * The held-out part of the evaluation set (docs/product/assessor.md, "The evaluation"): the
 * seventh one, written on 2026-11-28 and committed alone before that round's assessor changes and
 * before the assessor was run on it, partly on eval-only rubrics the assessor was never tuned on
 * (eval-questions-seventh.ts), five of them knowledge questions. The sixth held-out part had been
 * read as tables after every round and joined the tuning part (cases/sixth-heldout-*), as the
 * first five had. Tuning never looks at its individual cases, only at the aggregate tables the
 * runner prints.
 */
export const heldoutByArea: Record<string, EvalCase[]> = {
  readbacks: [...newReadbacks, ...readbacks],
  knowledge: [...newKnowledge, ...knowledgeValues, ...knowledgeWords],
};

export const heldoutCases: EvalCase[] = Object.values(heldoutByArea).flat();
