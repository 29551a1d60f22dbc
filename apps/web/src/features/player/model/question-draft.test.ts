import type { Question } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { buildQuestionBody, draftOf } from './question-draft';

const question = {
  question_id: 9,
  question_name: 'ppl.radio.01',
  question: 'Read back: climb and maintain 4,500.',
  answer: 'Climb and maintain 4,500.',
  subanswers: [{ subanswer_id: 1, subanswer: 'Climb and maintain', normalized_subanswer: 'x', points: 1 }],
  point_threshold: 1,
  scoring_type: 'points',
  contexts: ['Tower'],
  examples: [],
} as unknown as Question;

describe('buildQuestionBody', () => {
  it('keeps ids, normalises subanswers and keeps examples and contexts', () => {
    const draft = draftOf(question);
    draft.subanswers.push({ subanswer: 'Four thousand, five hundred!', points: '2' });
    draft.point_threshold = '3';
    const result = buildQuestionBody(question, draft, 1);
    expect(result.ok && result.body).toMatchObject({
      tenant_id: 1,
      question_id: 9,
      point_threshold: 3,
      contexts: ['Tower'],
      subanswers: [
        {
          subanswer_id: 1,
          subanswer: 'Climb and maintain',
          normalized_subanswer: 'climb and maintain',
          points: 1,
        },
        {
          subanswer: 'Four thousand, five hundred!',
          normalized_subanswer: 'four thousand five hundred',
          points: 2,
        },
      ],
    });
  });

  it('refuses a threshold above the points available, so nothing is sent', () => {
    const draft = { ...draftOf(question), point_threshold: '5' };
    expect(buildQuestionBody(question, draft, 1)).toEqual({
      ok: false,
      message: 'point_threshold (5) is above the points available (1)',
    });
  });

  it('refuses an empty subanswer', () => {
    const draft = draftOf(question);
    draft.subanswers[0] = { subanswer: '  ', points: '1' };
    expect(buildQuestionBody(question, draft, 1)).toMatchObject({
      ok: false,
      message: 'A subanswer cannot be empty',
    });
  });
});
