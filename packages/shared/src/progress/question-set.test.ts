import { describe, expect, it } from 'vitest';
import { buildQuestionSet, defaultNumQuestions, numQuestionsError, type QuestionScore } from './question-set';

// Quiz order: 11, 12, 13, 14, 15.
const scores: QuestionScore[] = [
  [11, 0.5],
  [12, null],
  [13, 1],
  [14, 0],
  [15, 0.5],
];

describe('buildQuestionSet (docs/product/quiz-player.md, "Question sets")', () => {
  it('All: every question in quiz order', () => {
    expect(buildQuestionSet('All', scores, 5)).toEqual({ ok: true, questionIds: [11, 12, 13, 14, 15] });
  });

  it('Unanswered: the questions whose score is null', () => {
    expect(buildQuestionSet('Unanswered', scores, 5)).toEqual({ ok: true, questionIds: [12] });
  });

  it('Unanswered fails when every question has been answered', () => {
    expect(
      buildQuestionSet(
        'Unanswered',
        [
          [1, 0.2],
          [2, 1],
        ],
        5,
      ),
    ).toEqual({ ok: false });
  });

  it('Best: answered questions by score descending, ties in quiz order, first numQuestions', () => {
    expect(buildQuestionSet('Best', scores, 3)).toEqual({ ok: true, questionIds: [13, 11, 15] });
  });

  it('Worst: the same, ascending', () => {
    expect(buildQuestionSet('Worst', scores, 2)).toEqual({ ok: true, questionIds: [14, 11] });
  });

  it('Best and Worst take what there is when fewer are answered than asked', () => {
    expect(buildQuestionSet('Worst', scores, 10)).toEqual({ ok: true, questionIds: [14, 11, 15, 13] });
  });

  it.each(['Best', 'Worst'] as const)('%s fails when nothing has been answered yet', (set) => {
    expect(
      buildQuestionSet(
        set,
        [
          [1, null],
          [2, null],
        ],
        5,
      ),
    ).toEqual({ ok: false });
  });

  it.each([0, -1, 1.5, Number.NaN])('Best fails for a count of %s', (n) => {
    expect(buildQuestionSet('Best', scores, n)).toEqual({ ok: false });
  });

  it('fails for a quiz without questions', () => {
    expect(buildQuestionSet('All', [], 5)).toEqual({ ok: false });
  });
});

describe('numQuestionsError', () => {
  it('accepts whole numbers from 1 to the question count', () => {
    expect(numQuestionsError('1', 10)).toBeNull();
    expect(numQuestionsError('10', 10)).toBeNull();
  });
  it.each(['0', '11', '', '2.5', '-3', 'abc'])('refuses %j', (raw) => {
    expect(numQuestionsError(raw, 10)).toBe('Enter a whole number from 1 to 10');
  });
});

describe('defaultNumQuestions', () => {
  it('is 5, or the question count of a shorter quiz', () => {
    expect(defaultNumQuestions(10)).toBe(5);
    expect(defaultNumQuestions(3)).toBe(3);
    expect(defaultNumQuestions(0)).toBe(1);
  });
});
