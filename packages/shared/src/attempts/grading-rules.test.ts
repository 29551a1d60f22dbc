import { describe, expect, it } from 'vitest';
import { AttemptStatusSchema } from './attempts.schemas';
import { checkStatusChange, examinerScore } from './grading-rules';

describe('checkStatusChange', () => {
  it('lets a learner skip or move between open states', () => {
    expect(checkStatusChange('not_attempted', 'skipped')).toEqual({ kind: 'set', status: 'skipped' });
    expect(checkStatusChange('incomplete', 'paused')).toEqual({ kind: 'set', status: 'paused' });
    expect(checkStatusChange('paused', 'attempting')).toEqual({ kind: 'set', status: 'attempting' });
    expect(checkStatusChange('incomplete', 'incomplete')).toEqual({ kind: 'unchanged' });
  });

  it('refuses correct or incorrect from the client on an open question', () => {
    for (const requested of ['correct', 'incorrect'] as const) {
      const change = checkStatusChange('incomplete', requested);
      expect(change.kind).toBe('refused');
      expect(change).toMatchObject({ message: expect.stringMatching(/Only the examiner decides/) });
    }
  });

  it('keeps every final status: the same again is accepted, anything else refused', () => {
    for (const current of ['correct', 'incorrect', 'skipped'] as const) {
      for (const requested of AttemptStatusSchema.options) {
        const change = checkStatusChange(current, requested);
        if (requested === current) expect(change).toEqual({ kind: 'unchanged' });
        else
          expect(change).toEqual({
            kind: 'refused',
            message: `This question is already final (${current}); its result cannot change to ${requested}`,
          });
      }
    }
  });
});

describe('examinerScore', () => {
  it('counts only correct outcomes the examiner decided', () => {
    expect(
      examinerScore([
        { attempt_status: 'correct', decided: true },
        { attempt_status: 'correct', decided: false },
        { attempt_status: 'incorrect', decided: true },
        { attempt_status: 'skipped', decided: false },
      ]),
    ).toBe(0.25);
    expect(examinerScore([])).toBe(0);
  });
});
