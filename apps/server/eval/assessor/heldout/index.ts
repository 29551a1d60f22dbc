import type { EvalCase } from '../eval.types';
import { cases as knowledgeValues } from './eighth-knowledge-values';
import { cases as knowledgeWords } from './eighth-knowledge-words';
import { cases as newKnowledgeFlight } from './eighth-new-knowledge-flight';
import { cases as newKnowledgePilot } from './eighth-new-knowledge-pilot';
import { cases as newReadbacks } from './eighth-new-readbacks';
import { cases as readbacks } from './eighth-readbacks';

/**
 * The held-out part of the evaluation set (docs/product/assessor.md, "The evaluation"): the
 * eighth one, written on 2026-11-28 and committed alone before round 8's assessor changes and
 * before the assessor was run on it, partly on eval-only rubrics the assessor was never tuned on
 * (eval-questions-eighth.ts), six of them knowledge questions. The seventh held-out part had been
 * read as tables after round 7 and joined the tuning part (cases/seventh-heldout-*), as the first
 * six had. Tuning never looks at its individual cases, only at the aggregate tables the runner
 * prints.
 */
export const heldoutByArea: Record<string, EvalCase[]> = {
  readbacks: [...newReadbacks, ...readbacks],
  knowledge: [...newKnowledgeFlight, ...newKnowledgePilot, ...knowledgeValues, ...knowledgeWords],
};

export const heldoutCases: EvalCase[] = Object.values(heldoutByArea).flat();
