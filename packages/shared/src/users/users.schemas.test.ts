import { describe, expect, it } from 'vitest';
import { ExamDateBodySchema, isRealZonelessDateTime } from './users.schemas';

describe('isRealZonelessDateTime', () => {
  it('takes the days and times the calendar has', () => {
    for (const v of ['2099-01-31T12:00', '2096-02-29T00:00:00', '2099-12-31T23:59:59.5']) {
      expect(isRealZonelessDateTime(v), v).toBe(true);
    }
  });

  it('refuses days and times that would roll over to another one', () => {
    for (const v of [
      '2099-02-29T12:00:00',
      '2099-02-30T12:00:00',
      '2099-04-31T12:00',
      '2099-01-01T24:00:00',
    ]) {
      expect(isRealZonelessDateTime(v), v).toBe(false);
    }
  });
});

describe('ExamDateBodySchema', () => {
  it('names one problem per value', () => {
    const issues = (exam_date: string) =>
      ExamDateBodySchema.safeParse({ exam_date }).error?.issues.map((i) => i.message);
    expect(issues('2099-01-01T12:00:00Z')).toEqual(['exam_date must be an ISO date-time without a zone']);
    expect(issues('2099-02-30T12:00:00')).toEqual(['exam_date is not a real date']);
    expect(issues('2099-03-01T12:00:00')).toBeUndefined();
  });
});
