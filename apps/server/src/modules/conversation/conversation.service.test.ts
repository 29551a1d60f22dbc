import { describe, expect, it } from 'vitest';
import type { ConversationStep } from '../../engines/conversation/conversation';
import type { Rubric } from '../../engines/conversation/types';
import { isExpired, outcomeOf } from './conversation.service';

const rubric = {
  subanswers: [
    { subanswer_id: 1, subanswer: 'Heading 270', points: 2 },
    { subanswer_id: 2, subanswer: 'Altitude 4,500', points: 1 },
  ],
} as Rubric;
const step = (event: ConversationStep['event'], labels: boolean[]) =>
  ({
    event,
    state: { assessments: labels.map((label, i) => ({ subanswer_id: i + 1, label, evidence: null })) },
  }) as ConversationStep;

describe('outcomeOf', () => {
  it('records correct or incorrect only when the turn closes the question', () => {
    expect(outcomeOf(step('correct', [true, true]), rubric)).toEqual({
      status: 'correct',
      earned: 3,
      possible: 3,
    });
    expect(outcomeOf(step('incomplete', [true, false]), rubric)).toEqual({
      status: 'incorrect',
      earned: 2,
      possible: 3,
    });
    for (const open of ['opened', 'probe', 'say-again'] as const)
      expect(outcomeOf(step(open, [true]), rubric)).toBeNull();
  });
});

describe('isExpired', () => {
  it('accepts a state up to its time limit and refuses it after', () => {
    expect(isExpired(1_000, 1_000 + 7_200_000, 7_200_000)).toBe(false);
    expect(isExpired(1_000, 1_001 + 7_200_000, 7_200_000)).toBe(true);
  });
});
