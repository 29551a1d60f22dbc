import dayjs, { type Dayjs } from 'dayjs';

/** spec 01 §5 / §8, verbatim. */
export const EXAM_DATE_INVALID_MESSAGE = 'Exam date is not valid. (Before current date)';
/** spec 01 §2.4 #4, verbatim. */
export const NO_EXAM_DATE_TEXT = 'No date selected yet';
export const EXAM_DATE_SAVED_MESSAGE = 'Exam date saved.';
export const EXAM_DATE_CLEARED_MESSAGE = 'Exam date cleared.';
/** spec 01 §5: a date that cannot be read shows N/A. */
export const UNREADABLE_DATE_TEXT = 'N/A';

const INPUT_FORMAT = 'YYYY-MM-DD';
const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function parseInput(input: string): Dayjs | null {
  if (!INPUT_PATTERN.test(input)) return null;
  const day = dayjs(input);
  return day.isValid() && day.format(INPUT_FORMAT) === input ? day : null;
}

/** spec 01 §2.4 #4: the picker starts on tomorrow, or on the exam date when one is set ahead. */
export function initialExamDateInput(examDate: string | null, now: Dayjs = dayjs()): string {
  const current = examDate ? dayjs(examDate) : null;
  if (current?.isValid() && current.isAfter(now, 'day')) return current.format(INPUT_FORMAT);
  return now.add(1, 'day').format(INPUT_FORMAT);
}

export function tomorrowInput(now: Dayjs = dayjs()): string {
  return now.add(1, 'day').format(INPUT_FORMAT);
}

/** spec 01 §5: the exam date must be in the future; today counts as the past. */
export function isFutureExamDate(input: string, now: Dayjs = dayjs()): boolean {
  const day = parseInput(input);
  return day !== null && day.isAfter(now, 'day');
}

/**
 * spec 01 §7.2: ISO date-time without the trailing Z. Noon rather than midnight: the server
 * reads the zone-less value as UTC, and noon keeps the chosen day in the future from any zone.
 */
export function toExamDatePayload(input: string): string {
  return `${input}T12:00:00`;
}

/** spec 01 §9: 'ddd, MMM DD, YYYY', e.g. 'Tue, Mar 03, 2026'. */
export function formatExamDate(examDate: string | null): string {
  if (!examDate) return NO_EXAM_DATE_TEXT;
  const day = dayjs(examDate);
  return day.isValid() ? day.format('ddd, MMM DD, YYYY') : UNREADABLE_DATE_TEXT;
}
