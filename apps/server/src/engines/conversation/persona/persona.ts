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
  /**
   * Whether closing may state the model answer: yes when the close makes the learner's attempt
   * final (or for authors), no in a practice conversation beside an open attempt.
   */
  revealAnswer: boolean;
};

export type PersonaProfile = {
  /** Stored in the conversation state (`persona`), so follow-ups keep the same voice. */
  id: string;
  name: string;
  /** flite voice name (slt, rms, awb, kal16); other speech engines map it to their own. */
  voice: string;
  style: 'examiner' | 'controller';
  /** Band-pass "radio" sound: a controller is heard over the radio, an examiner across a desk. */
  radioEffect: boolean;
};

/** Produces what the examiner says: it asks, probes what is missing without revealing it, and closes. */
export type Persona = {
  readonly profile: PersonaProfile;
  opening(turn: PersonaTurn): Promise<string>;
  followUp(turn: PersonaTurn): Promise<string>;
  closeCorrect(turn: PersonaTurn): Promise<string>;
  closeIncomplete(turn: PersonaTurn): Promise<string>;
  sayAgain(turn: PersonaTurn): Promise<string>;
};
