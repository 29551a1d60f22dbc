import dayjs, { type Dayjs } from 'dayjs';

/** docs/product/shell-and-accounts.md, "Exam date", verbatim. */
export const EXAM_DATE_INVALID_MESSAGE = 'Exam date is not valid. (Before current date)';
/** docs/product/shell-and-accounts.md, "Exam date", verbatim. */
export const NO_EXAM_DATE_TEXT = 'No date selected yet';
export const EXAM_DATE_SAVED_MESSAGE = 'Exam date saved.';
export const EXAM_DATE_CLEARED_MESSAGE = 'Exam date cleared.';
/** docs/product/shell-and-accounts.md, "Exam date": a date that cannot be read shows N/A. */
export const UNREADABLE_DATE_TEXT = 'N/A';

const INPUT_FORMAT = 'YYYY-MM-DD';
const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function parseInput(input: string): Dayjs | null {
  if (!INPUT_PATTERN.test(input)) return null;
  const day = dayjs(input);
  return day.isValid() && day.format(INPUT_FORMAT) === input ? day : null;
}

/**
 * docs/product/shell-and-accounts.md, "Exam date": the picker starts on tomorrow, or on the exam date when
 * one is set ahead.
 */
export function initialExamDateInput(examDate: string | null, now: Dayjs = dayjs()): string {
  const current = examDate ? dayjs(examDate) : null;
  if (current?.isValid() && current.isAfter(now, 'day')) return current.format(INPUT_FORMAT);
  return now.add(1, 'day').format(INPUT_FORMAT);
}

export function tomorrowInput(now: Dayjs = dayjs()): string {
  return now.add(1, 'day').format(INPUT_FORMAT);
}

/**
 * docs/product/shell-and-accounts.md, "Exam date": the exam date must be in the future; today counts as the
 * past.
 */
export function isFutureExamDate(input: string, now: Dayjs = dayjs()): boolean {
  const day = parseInput(input);
  return day !== null && day.isAfter(now, 'day');
}

/**
 * docs/product/shell-and-accounts.md, "Exam date": ISO date-time without the trailing Z. Noon rather than
 * midnight: the server reads the zone-less value as UTC, and noon keeps the chosen day in the future from any
 * zone.
 */
export function toExamDatePayload(input: string): string {
  return `${input}T12:00:00`;
}

/** docs/product/shell-and-accounts.md, "Exam date": 'ddd, MMM DD, YYYY', e.g. 'Tue, Mar 03, 2026'. */
export function formatExamDate(examDate: string | null): string {
  if (!examDate) return NO_EXAM_DATE_TEXT;
  const day = dayjs(examDate);
  return day.isValid() ? day.format('ddd, MMM DD, YYYY') : UNREADABLE_DATE_TEXT;
}
