import { createControllerPersona } from './controller-persona';
import { createDefaultPersona } from './default-persona';
import { createLlmPersona } from './llm-persona';
import type { Persona, PersonaProfile } from './persona';
import { PERSONA_PROFILES, profileById } from './profiles';

export type LlmEndpoint = { baseUrl: string; apiKey: string | null; model: string };

function templated(profile: PersonaProfile): Persona {
  return profile.style === 'controller' ? createControllerPersona(profile) : createDefaultPersona(profile);
}

/**
 * Every persona in its templated (offline) form and, when an LLM endpoint is configured, its
 * plug-in form, built once at start. The plug-in falls back to the same persona's template.
 */
export function createPersonas(llm: LlmEndpoint | null) {
  const offline = new Map(PERSONA_PROFILES.map((p) => [p.id, templated(p)]));
  const online = new Map(
    llm
      ? PERSONA_PROFILES.map((p) => [p.id, createLlmPersona(p, { ...llm, fallback: offline.get(p.id)! })])
      : [],
  );
  return {
    /** `useLlm` is the tenant's choice; without an endpoint it has no effect. */
    get(id: string, useLlm: boolean): Persona {
      const profile = profileById(id);
      return (useLlm ? online.get(profile.id) : undefined) ?? offline.get(profile.id)!;
    },
  };
}
export type Personas = ReturnType<typeof createPersonas>;
