import { describe, expect, it } from 'vitest';
import type { Rubric } from '../types';
import { clearanceSides } from './clearance-sides';
import { createRubricAssessor } from './index';

// docs/product/assessor.md, "Values must match exactly": a clearance word that says how a value
// is flown belongs to the value even when the rubric item names only the value (decision 014).
const question =
  'Departure tells you: "November four one golf, turn right heading zero six zero, climb and maintain seven thousand." Read it back.';
const rubric: Rubric = {
  question_id: 1,
  question,
  answer: 'Right heading zero six zero, climb and maintain seven thousand, November four one golf.',
  subanswers: [
    { subanswer_id: 1, subanswer: 'Heading 060 (zero six zero)', points: 2 },
    { subanswer_id: 2, subanswer: 'Altitude 7,000 (seven thousand)', points: 2 },
    { subanswer_id: 3, subanswer: 'Call sign N41G (November four one golf)', points: 1 },
  ],
  point_threshold: 5,
  contexts: [],
  examples: [],
};
const labels = async (reply: string) =>
  (await createRubricAssessor().assess(rubric, reply)).map((a) => a.label);

describe('clearanceSides', () => {
  it('reads the words that say how each value is flown', () => {
    expect(clearanceSides(question).map((s) => [s.value.text, s.words])).toEqual([
      ['060', ['right']],
      ['7000', ['climb']],
    ]);
  });
});

describe('a value read back with the opposite of its clearance word', () => {
  it('"descend and maintain" for "climb and maintain" is a wrong altitude', async () => {
    expect(
      await labels('right heading zero six zero descend and maintain seven thousand four one golf'),
    ).toEqual([true, false, true]);
  });
  it('"left heading" for "turn right heading" is a wrong heading', async () => {
    expect(
      await labels('left heading zero six zero climb and maintain seven thousand four one golf'),
    ).toEqual([false, true, true]);
  });
  it('the value alone, or with its own word, is read back', async () => {
    expect(await labels('heading zero six zero, seven thousand, four one golf')).toEqual([true, true, true]);
    expect(await labels('right zero six zero climb seven thousand four one golf')).toEqual([
      true,
      true,
      true,
    ]);
  });
});
