import type { Rubric } from '../types';
import { createRubricAssessor } from './index';

/** A one-point-per-item rubric for the assessor's behaviour tests: every item required. */
export const rubricOf = (question: string, items: string[]): Rubric => ({
  question_id: 1,
  question,
  answer: items.join('; '),
  subanswers: items.map((subanswer, i) => ({ subanswer_id: i + 1, subanswer, points: 1 })),
  point_threshold: items.length,
  contexts: [],
  examples: [],
});

/** The built-in assessor's label for each item of the rubric. */
export const labelsOf = async (rubric: Rubric, reply: string): Promise<boolean[]> =>
  (await createRubricAssessor().assess(rubric, reply)).map((a) => a.label);
