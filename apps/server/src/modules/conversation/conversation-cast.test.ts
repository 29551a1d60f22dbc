import type { AssessorChoice } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { createRubricAssessor } from '../../engines/conversation/assessor';
import { createPersonas } from '../../engines/conversation/persona/personas';
import type { Assessor } from '../../engines/conversation/types';
import { createCastSelector } from './conversation-cast';

const llm: Assessor = { name: 'llm', assess: async () => [] };
const llmEndpoint = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'm' };

function selector(choices: Record<number, AssessorChoice>, withLlm: boolean) {
  const warnings: { obj: object; msg: string }[] = [];
  const cast = createCastSelector({
    assessors: { rubric: createRubricAssessor(), llm: withLlm ? llm : null },
    personas: createPersonas(withLlm ? llmEndpoint : null),
    assessorChoice: async (tenantId) => choices[tenantId] ?? 'rubric',
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
  });
  return { cast, warnings };
}

describe('assessor and persona per tenant', () => {
  it('judges with the rubric assessor unless the tenant chose the LLM', async () => {
    const { cast, warnings } = selector({ 2: 'llm' }, true);
    expect((await cast.cast(1, 'dpe')).assessor.name).toBe('rubric');
    const online = await cast.cast(2, 'tower');
    expect(online.assessor).toBe(llm);
    expect(online.persona.profile.id).toBe('tower');
    // The offline tenant's persona is the templated one, the other's the plug-in (not identical).
    expect((await cast.cast(1, 'tower')).persona).not.toBe(online.persona);
    expect(warnings).toEqual([]);
  });

  it('falls back to the rubric assessor, with one log line, when no LLM is configured', async () => {
    const { cast, warnings } = selector({ 2: 'llm' }, false);
    for (let i = 0; i < 3; i++) expect((await cast.cast(2, 'dpe')).assessor.name).toBe('rubric');
    expect(warnings).toEqual([
      {
        obj: { tenantId: 2 },
        msg: "tenant chose the 'llm' assessor but LLM_BASE_URL is not configured; using the rubric assessor",
      },
    ]);
  });
});
