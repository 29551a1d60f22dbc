import type { Question } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUESTION_SORT, nextSort, searchQuestions, sortQuestions } from './question-sort';

const q = (question_id: number, question_name: string, question = 'Q?'): Question => ({
  question_id,
  question_name,
  question,
  answer: 'A',
  subanswers: [],
  point_threshold: question_id % 3,
  scoring_type: 'points',
  contexts: [],
  examples: [],
  source: null,
  beta: false,
  difficulty: 1,
  date_created: '2025-01-01T00:00:00Z',
  date_modified: `2025-01-0${question_id}T00:00:00Z`,
});
const list = [q(2, 'b.two'), q(3, 'a.three', 'Class B airspace?'), q(1, 'c.one')];

describe('question list rules', () => {
  it('sorts by id, newest first, by default (docs/product/administration.md, "Sort orders")', () => {
    expect(sortQuestions(list, DEFAULT_QUESTION_SORT).map((x) => x.question_id)).toEqual([3, 2, 1]);
  });
  it('flips the current column and starts names ascending', () => {
    expect(nextSort(DEFAULT_QUESTION_SORT, 'question_id')).toEqual({ key: 'question_id', direction: 'asc' });
    const byName = nextSort(DEFAULT_QUESTION_SORT, 'question_name');
    expect(sortQuestions(list, byName).map((x) => x.question_name)).toEqual(['a.three', 'b.two', 'c.one']);
  });
  it('searches id, name and text', () => {
    expect(searchQuestions(list, 'class b').map((x) => x.question_id)).toEqual([3]);
    expect(searchQuestions(list, '2').map((x) => x.question_id)).toEqual([2]);
    expect(searchQuestions(list, 'C.ONE').map((x) => x.question_id)).toEqual([1]);
  });
});
