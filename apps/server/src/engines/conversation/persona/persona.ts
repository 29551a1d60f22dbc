import type { Rubric } from '../types';

/** What the persona knows when it speaks. */
export type PersonaTurn = {
  rubric: Rubric;
  /** Learner answers so far. */
  answers: number;
  maxAnswers: number;
  /** Subanswers not yet conveyed, most valuable first. */
  missing: Rubric['subanswers'];
  earned: number;
  context: string | null;
};

export type PersonaProfile = { id: string; name: string; voice: string; style: 'examiner' | 'controller' };

/** Produces what the examiner says: it asks, probes what is missing without revealing it, and closes. */
export type Persona = {
  readonly profile: PersonaProfile;
  opening(turn: PersonaTurn): Promise<string>;
  followUp(turn: PersonaTurn): Promise<string>;
  closeCorrect(turn: PersonaTurn): Promise<string>;
  closeIncomplete(turn: PersonaTurn): Promise<string>;
  sayAgain(turn: PersonaTurn): Promise<string>;
};
