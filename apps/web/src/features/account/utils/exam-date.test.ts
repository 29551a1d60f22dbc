import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatExamDate, initialExamDateInput, isFutureExamDate, toExamDatePayload } from './exam-date';

const now = dayjs('2030-06-15T10:00:00');

describe('exam date rules', () => {
  it('starts the picker on tomorrow, or on an exam date that is still ahead', () => {
    expect(initialExamDateInput(null, now)).toBe('2030-06-16');
    expect(initialExamDateInput('2030-09-01T12:00:00', now)).toBe('2030-09-01');
    expect(initialExamDateInput('2030-06-01T12:00:00', now)).toBe('2030-06-16');
  });

  it('accepts only days after today', () => {
    expect(isFutureExamDate('2030-06-16', now)).toBe(true);
    expect(isFutureExamDate('2030-06-15', now)).toBe(false);
    expect(isFutureExamDate('2029-12-31', now)).toBe(false);
    expect(isFutureExamDate('', now)).toBe(false);
    expect(isFutureExamDate('2030-02-30', now)).toBe(false);
  });

  it('sends an ISO date-time without a zone', () => {
    expect(toExamDatePayload('2030-06-16')).toBe('2030-06-16T12:00:00');
    expect(toExamDatePayload('2030-06-16')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it("shows 'ddd, MMM DD, YYYY', the unset text, or N/A", () => {
    expect(formatExamDate('2026-03-03T12:00:00')).toBe('Tue, Mar 03, 2026');
    expect(formatExamDate('2026-03-03 12:00:00')).toBe('Tue, Mar 03, 2026');
    expect(formatExamDate(null)).toBe('No date selected yet');
    expect(formatExamDate('soon')).toBe('N/A');
  });
});
