import type { AssessorChoice } from '@wilco/shared';
import type { Assessors } from '../../engines/conversation/assessor/select';
import type { ConversationCast } from '../../engines/conversation/conversation';
import type { Personas } from '../../engines/conversation/persona/personas';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Who judges and who speaks on one turn. The tenant's `assessor` setting picks the LLM
 * plug-ins or the offline ones; the persona (examiner or tower) comes from the state or the
 * quiz. An offline tenant gets offline persona wording too, so nothing of its content leaves
 * the server.
 */
export function createCastSelector(deps: {
  assessors: Assessors;
  personas: Personas;
  assessorChoice: (tenantId: number) => Promise<AssessorChoice>;
  log: Log;
}) {
  const warned = new Set<number>();

  async function usesLlm(tenantId: number): Promise<boolean> {
    if ((await deps.assessorChoice(tenantId)) !== 'llm') return false;
    if (deps.assessors.llm) return true;
    // Once per tenant and process: the setting is read on every turn.
    if (!warned.has(tenantId))
      deps.log.warn(
        { tenantId },
        "tenant chose the 'llm' assessor but LLM_BASE_URL is not configured; using the rubric assessor",
      );
    warned.add(tenantId);
    return false;
  }

  return {
    async cast(tenantId: number, personaId: string): Promise<ConversationCast> {
      const llm = await usesLlm(tenantId);
      return {
        assessor: llm && deps.assessors.llm ? deps.assessors.llm : deps.assessors.rubric,
        persona: deps.personas.get(personaId, llm),
      };
    },
  };
}
export type CastSelector = ReturnType<typeof createCastSelector>;
