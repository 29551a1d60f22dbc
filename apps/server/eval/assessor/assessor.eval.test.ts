import { describe, expect, it } from 'vitest';
import { createRubricAssessor } from '../../src/engines/conversation/assessor';
import { MIN_HELDOUT_CASE_AGREEMENT, MIN_LABEL_AGREEMENT, evaluateBoth } from './run';

// docs/product/assessor.md: the gate of issue 13, on both parts of the labelled set.
describe('rubric assessor on the labelled evaluation set', () => {
  it('never accepts a wrong value on either part', async () => {
    const run = await evaluateBoth(createRubricAssessor());
    const wrong = [...run.tuning.results, ...run.heldout.results]
      .filter((r) => r.wrongValueAccepted)
      .map((r) => `${r.case.question_key}: "${r.case.reply}"`);
    expect(wrong).toEqual([]);
  });

  it('agrees with the held-out labels on at least 95% of replies and keeps the tuning floor', async () => {
    const run = await evaluateBoth(createRubricAssessor());
    expect(run.heldout.caseAgreement).toBeGreaterThanOrEqual(MIN_HELDOUT_CASE_AGREEMENT);
    expect(run.tuning.labels.agreement).toBeGreaterThanOrEqual(MIN_LABEL_AGREEMENT);
  });
});
