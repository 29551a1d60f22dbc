/** What an assessor or persona needs to know about a question (its rubric). */
export type RubricSubanswer = { subanswer_id: number; subanswer: string; points: number };
export type RubricExample = {
  example: string;
  subanswer_examples: { subanswer_id: number | null; label: boolean; evidence: string | null }[];
};
export type Rubric = {
  question_id: number;
  question: string;
  answer: string;
  subanswers: RubricSubanswer[];
  point_threshold: number;
  contexts: string[];
  examples: RubricExample[];
};

/**
 * docs/product/conversation.md, "Assessments": one assessment per subanswer, with a boolean label and the
 * words that earned it.
 */
export type Assessment = { subanswer_id: number; label: boolean; evidence: string | null };

export type Assessor = {
  readonly name: string;
  /** Judges one learner reply against every subanswer of the rubric. */
  assess(rubric: Rubric, reply: string): Promise<Assessment[]>;
};
