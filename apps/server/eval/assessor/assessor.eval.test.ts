import { describe, expect, it } from 'vitest';
import { allSeedQuestions } from '../../src/db/seed/content/index';
import { createRubricAssessor } from '../../src/engines/conversation/assessor';
import { cases } from './cases/index';
import { MIN_LABEL_AGREEMENT, evaluate } from './run';

describe('rubric assessor on the labelled evaluation set', () => {
  it('never accepts a wrong value and keeps label agreement above its floor', async () => {
    const report = await evaluate(createRubricAssessor(), cases, allSeedQuestions);
    expect(report.wrongValuesAccepted).toBe(0);
    expect(report.labels.agreement).toBeGreaterThanOrEqual(MIN_LABEL_AGREEMENT);
  });
});
