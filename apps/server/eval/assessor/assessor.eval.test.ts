import { beforeAll, describe, expect, it } from 'vitest';
import { createRubricAssessor } from '../../src/engines/conversation/assessor';
import type { EvalRun } from './eval-results';
import {
  MAX_HELDOUT_WRONG_VALUES_ACCEPTED,
  MAX_TUNING_WRONG_VALUES_ACCEPTED,
  MIN_HELDOUT_CASE_AGREEMENT,
  MIN_LABEL_AGREEMENT,
  MIN_TUNING_CASE_AGREEMENT,
} from './gates';
import { evaluateBoth } from './run';

/** Both parts run once for the whole file: 1,600 replies take a while on a busy machine. */
const EVAL_TIMEOUT_MS = 120_000;

// docs/product/assessor.md: a non-regression gate on both parts of the labelled set, at the
// figures achieved so far (gates.ts). The issue 13 targets (95% held-out case agreement, no wrong
// value accepted) are not met yet; the runner prints each as met or NOT MET. Held-out failures
// are only counted, never listed, so that nobody tunes on them.
describe('rubric assessor on the labelled evaluation set (non-regression gate)', () => {
  let run: EvalRun;
  beforeAll(async () => {
    run = await evaluateBoth(createRubricAssessor());
  }, EVAL_TIMEOUT_MS);

  it('accepts no more wrong values than the recorded ceiling on either part', () => {
    const tuning = run.tuning.results
      .filter((r) => r.wrongValueAccepted)
      .map((r) => `${r.case.question_key}: "${r.case.reply}"`);
    expect(tuning.length, `tuning wrong values accepted:\n${tuning.join('\n')}`).toBeLessThanOrEqual(
      MAX_TUNING_WRONG_VALUES_ACCEPTED,
    );
    expect(run.heldout.wrongValuesAccepted, 'held-out wrong values accepted').toBeLessThanOrEqual(
      MAX_HELDOUT_WRONG_VALUES_ACCEPTED,
    );
  });

  it('keeps held-out case agreement and the tuning floors', () => {
    expect(run.heldout.caseAgreement).toBeGreaterThanOrEqual(MIN_HELDOUT_CASE_AGREEMENT);
    expect(run.tuning.labels.agreement).toBeGreaterThanOrEqual(MIN_LABEL_AGREEMENT);
    expect(run.tuning.caseAgreement).toBeGreaterThanOrEqual(MIN_TUNING_CASE_AGREEMENT);
  });
});
