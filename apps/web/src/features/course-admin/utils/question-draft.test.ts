import { describe, expect, it } from 'vitest';
import { buildQuestionBody, emptyDraft, type QuestionDraft } from './question-draft';

const draft: QuestionDraft = {
  ...emptyDraft(),
  question_name: 'ppl.test.01',
  question: 'What does the tower say?',
  answer: 'Cleared for takeoff.',
  point_threshold: '2',
  subanswers: [
    { subanswer: 'Runway “One-Niner”', points: '1' },
    { subanswer: 'Cleared, for takeoff!', points: '1' },
  ],
};

describe('buildQuestionBody', () => {
  it('normalises subanswers before the save (docs/product/authoring.md, "Question bank")', () => {
    const built = buildQuestionBody(draft, 1);
    expect(built.ok && built.body.subanswers.map((s) => s.normalized_subanswer)).toEqual([
      'runway one-niner',
      'cleared for takeoff',
    ]);
  });
  it('refuses a threshold above the points available, and non-numbers, field by field', () => {
    const built = buildQuestionBody({ ...draft, point_threshold: '5' }, 1);
    expect(built.ok ? null : built.errors.point_threshold).toBe(
      'point_threshold (5) is above the points available (2)',
    );
    const typed = buildQuestionBody({ ...draft, subanswers: [{ subanswer: 'x', points: 'two' }] }, 1);
    expect(typed.ok ? null : typed.errors['subanswers.0.points']).toBe('Enter a whole number');
    const blank = buildQuestionBody({ ...draft, question_name: ' ', contexts: [''] }, 1);
    expect(blank.ok ? null : blank.errors).toMatchObject({
      question_name: 'question_name is required',
      'contexts.0': 'A context cannot be empty',
    });
  });
});
