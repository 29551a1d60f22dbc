import type { Assessor } from '../types';
import { createRubricAssessor } from './index';
import { createLlmAssessor } from './llm-assessor';

type Log = { info: (obj: object, msg: string) => void };

export type Assessors = {
  rubric: Assessor;
  /** Null without LLM_BASE_URL: a tenant's 'llm' choice then falls back to the rubric assessor. */
  llm: Assessor | null;
};

/** Both assessors, built once at start; which one judges is the tenant's setting. */
export function createAssessors(
  llm: { baseUrl: string; apiKey: string | null; model: string } | null,
  log: Log,
): Assessors {
  const rubric = createRubricAssessor();
  if (!llm) return { rubric, llm: null };
  log.info(
    { baseUrl: llm.baseUrl, model: llm.model },
    'assessor: OpenAI-compatible endpoint available to tenants that choose it (rubric assessor as fallback)',
  );
  return { rubric, llm: createLlmAssessor({ ...llm, fallback: rubric }) };
}
