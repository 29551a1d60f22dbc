import { describe, expect, it } from 'vitest';
import { createRubricAssessor } from '../../src/engines/conversation/assessor';
import { MIN_HELDOUT_CASE_AGREEMENT, MIN_LABEL_AGREEMENT, evaluateBoth } from './run';

// docs/product/assessor.md: the gate of issue 13, on both parts of the labelled set. Held-out
// failures are only counted, never listed, so that nobody tunes on them.
describe('rubric assessor on the labelled evaluation set', () => {
  it('never accepts a wrong value on either part', async () => {
    const run = await evaluateBoth(createRubricAssessor());
    const tuning = run.tuning.results
      .filter((r) => r.wrongValueAccepted)
      .map((r) => `${r.case.question_key}: "${r.case.reply}"`);
    expect(tuning).toEqual([]);
    expect(run.heldout.wrongValuesAccepted, 'held-out wrong values accepted').toBe(0);
  });

  it('agrees with the held-out labels on at least 95% of replies and keeps the tuning floor', async () => {
    const run = await evaluateBoth(createRubricAssessor());
    expect(run.heldout.caseAgreement).toBeGreaterThanOrEqual(MIN_HELDOUT_CASE_AGREEMENT);
    expect(run.tuning.labels.agreement).toBeGreaterThanOrEqual(MIN_LABEL_AGREEMENT);
  });
});
