import { describe, expect, it } from 'vitest';
import type { PlayerQuestion } from '../model/types';
import { outcomeDetail } from './results-dialog';

const question = (over: Partial<PlayerQuestion>): PlayerQuestion => ({
  question_id: 1,
  question_attempt_id: 10,
  questionText: 'What is the floor of Class A?',
  questionAnswer: '18,000 feet MSL',
  status: 'incorrect',
  ...over,
});

describe('outcomeDetail', () => {
  it('adds the model answer where the learner did not give it', () => {
    expect(outcomeDetail(question({}))).toBe('What is the floor of Class A?\nAnswer: 18,000 feet MSL');
    expect(outcomeDetail(question({ status: 'skipped' }))).toContain('Answer: 18,000 feet MSL');
  });

  it('shows only the question when it was answered correctly or the answer is unknown', () => {
    expect(outcomeDetail(question({ status: 'correct' }))).toBe('What is the floor of Class A?');
    expect(outcomeDetail(question({ questionAnswer: null }))).toBe('What is the floor of Class A?');
  });
});
