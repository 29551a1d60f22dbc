import type { Assessor } from '../types';
import { createRubricAssessor } from './index';
import { createLlmAssessor } from './llm-assessor';

type Log = { info: (obj: object, msg: string) => void };

/** LLM_BASE_URL set: the OpenAI-compatible plug-in (falling back to the rubric assessor on failure). */
export function createAssessor(
  llm: { baseUrl: string; apiKey: string | null; model: string } | null,
  log: Log,
): Assessor {
  const offline = createRubricAssessor();
  if (!llm) return offline;
  log.info(
    { baseUrl: llm.baseUrl, model: llm.model },
    'assessor: OpenAI-compatible endpoint with the rubric assessor as fallback',
  );
  return createLlmAssessor({ ...llm, fallback: offline });
}
