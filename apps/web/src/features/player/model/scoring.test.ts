import { describe, expect, it } from 'vitest';
import { CORRECT_TEXT, decideOutcome, INCORRECT_TEXT, MAX_ANSWERS_TEXT, skippedText } from './scoring';

const assess = (...labels: boolean[]) =>
  labels.map((label, i) => ({ label, subanswer_id: i + 1, evidence: null }));
const state = (labels: boolean[], extra: Partial<Parameters<typeof decideOutcome>[0]> = {}) => ({
  assessments: assess(...labels),
  points: [2, 2, 1],
  point_threshold: 5,
  terminate: false,
  answers: 1,
  max_answers: 3,
  ...extra,
});

describe('decideOutcome', () => {
  it('continues while below the threshold and not terminated', () => {
    expect(decideOutcome(state([true, true, false]))).toEqual({ kind: 'continue' });
  });

  it('is correct as soon as the threshold is reached, even without terminate', () => {
    expect(decideOutcome(state([true, true, true]))).toEqual({
      kind: 'final',
      status: 'correct',
      turnType: 'systemCorrect',
      text: CORRECT_TEXT,
    });
  });

  it('is correct when terminated at the threshold, with the maximum-answers line', () => {
    const decision = decideOutcome(state([true, true, true], { terminate: true }));
    expect(decision).toMatchObject({
      status: 'correct',
      turnType: 'systemCorrectTerminate',
      text: `${CORRECT_TEXT} ${MAX_ANSWERS_TEXT}`,
    });
  });

  it('adds the maximum-answers line when every answer was used below the threshold', () => {
    const decision = decideOutcome(state([true, false, false], { terminate: true, answers: 3 }));
    expect(decision).toEqual({
      kind: 'final',
      status: 'incorrect',
      turnType: 'systemIncorrectTerminate',
      text: `${INCORRECT_TEXT} ${MAX_ANSWERS_TEXT}`,
    });
  });

  it('adds the maximum-answers line to every terminate variant, even one ended early', () => {
    const decision = decideOutcome(state([false, false, false], { terminate: true, answers: 1 }));
    expect(decision).toMatchObject({ status: 'incorrect', text: `${INCORRECT_TEXT} ${MAX_ANSWERS_TEXT}` });
  });
});

describe('skippedText', () => {
  it('shows question and answer as two bullet lines', () => {
    expect(skippedText('Read it back.', 'Wilco.')).toBe('• Question: Read it back.\n• Answer: Wilco.');
  });
  it('falls back when either is unknown', () => {
    expect(skippedText(null, 'Wilco.')).toBe('This question has been skipped.');
  });
});
