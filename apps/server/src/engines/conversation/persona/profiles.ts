import type { PersonaProfile } from './persona';

export const DPE_EXAMINER: PersonaProfile = {
  id: 'dpe',
  name: 'Examiner Morgan',
  voice: 'slt',
  style: 'examiner',
  radioEffect: false,
};

export const TOWER_CONTROLLER: PersonaProfile = {
  id: 'tower',
  name: 'Tower',
  voice: 'rms',
  style: 'controller',
  radioEffect: true,
};

export const PERSONA_PROFILES: readonly PersonaProfile[] = [DPE_EXAMINER, TOWER_CONTROLLER];

/** Unknown ids (a state signed before a persona was renamed) keep the examiner. */
export function profileById(id: string): PersonaProfile {
  return PERSONA_PROFILES.find((p) => p.id === id) ?? DPE_EXAMINER;
}

const CONTROLLER_ROLE =
  /\b(air traffic control(ler)?|atc|controller|tower|(approach|departure|center|ground) control)\b/;

/**
 * The quiz context casts the persona (docs/product/conversation.md, "Persona": quiz.context):
 * "You are an air traffic controller …" plays the tower. Only the role the persona is told to be counts, so
 * an examiner "testing knowledge of ATC procedures" stays an examiner.
 */
export function personaForContext(context: string | null | undefined): PersonaProfile {
  const text = (context ?? '').toLowerCase();
  const role = /\byou are\s+([^,.;:]*)/.exec(text)?.[1] ?? /\bact as\s+([^,.;:]*)/.exec(text)?.[1];
  if (role === undefined) return DPE_EXAMINER;
  const who = role.split(/\s+(?:who|that|at|in|on|for|issuing|conducting|giving|working)\b/)[0] ?? '';
  return CONTROLLER_ROLE.test(who) ? TOWER_CONTROLLER : DPE_EXAMINER;
}
