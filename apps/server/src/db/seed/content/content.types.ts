/**
 * Shape of the demo course content seeded into an empty database.
 * Content is plain data so that it can be reviewed like a document and validated by a test.
 */
export type SeedSubanswer = {
  /** One idea the learner must convey, written as the examiner would check it. */
  subanswer: string;
  points: number;
};

export type SeedExample = {
  /** A learner reply, written as it might be spoken or typed. */
  example: string;
  /** Why it earns (or does not earn) the points. */
  reasoning: string;
  /** One entry per subanswer of the question, in order: did this reply convey it? */
  subanswer_examples: { subanswer_index: number; label: boolean; evidence: string | null }[];
};

export type SeedQuestion = {
  /** Unique, stable key used by quizzes to reference the question. */
  key: string;
  /** Dotted code shown to authors, e.g. "ppl.airspace.03". */
  question_name: string;
  /** What the examiner persona asks. */
  question: string;
  /** A complete model answer. */
  answer: string;
  subanswers: SeedSubanswer[];
  /** Points needed to pass; never above the sum of subanswer points. */
  point_threshold: number;
  /** Background facts the examiner may rely on (and the public source). */
  contexts: string[];
  examples: SeedExample[];
  difficulty: 1 | 2 | 3;
  /** Public FAA source, e.g. "14 CFR 91.155" or "AIM 4-2-4". */
  source: string;
};

export type SeedQuiz = {
  name: string;
  context: string;
  /** Empty = open to every role. */
  roles: string[];
  questionKeys: string[];
};

export type SeedArea = { name: string; description: string; quizzes: SeedQuiz[] };

export type SeedCourse = {
  name: string;
  description: string;
  /** 'featured' courses are the sections of the Featured Quizzes page. */
  kind: 'course' | 'featured';
  areas: SeedArea[];
};
