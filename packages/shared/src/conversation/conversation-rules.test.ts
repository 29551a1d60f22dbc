import { describe, expect, it } from 'vitest';
import { conversationOver, statePoints } from './conversation-rules';

const state = (labels: boolean[], terminate = false) => ({
  assessments: labels.map((label, i) => ({ label, subanswer_id: i + 1, evidence: null })),
  points: [1, 2, 2],
  point_threshold: 4,
  terminate,
});

describe('conversation rules', () => {
  it('adds the points of true-labelled assessments only', () => {
    expect(statePoints(state([true, false, true]))).toBe(3);
    expect(statePoints(state([false, false, false]))).toBe(0);
  });

  it('is over once terminated or once the points reach the threshold, and not before', () => {
    expect(conversationOver(state([true, false, true]))).toBe(false);
    expect(conversationOver(state([false, true, true]))).toBe(true);
    expect(conversationOver(state([true, false, true], true))).toBe(true);
  });
});
