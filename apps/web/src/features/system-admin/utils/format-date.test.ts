import { describe, expect, it } from 'vitest';
import { dateSortValue, formatAdminDate } from './format-date';

describe('formatAdminDate', () => {
  it("reads 'MM/DD/YYYY - h:mm A' (docs/product/administration.md)", () => {
    expect(formatAdminDate('2025-03-04T15:07:00')).toBe('03/04/2025 - 3:07 PM');
    expect(formatAdminDate('2025-12-24T09:30:00')).toBe('12/24/2025 - 9:30 AM');
  });

  // docs/product/administration.md, "Date display"
  it('shows N/A for a date that does not parse or is missing', () => {
    expect(formatAdminDate('not a date')).toBe('N/A');
    expect(formatAdminDate(null)).toBe('N/A');
    expect(formatAdminDate('')).toBe('N/A');
  });
});

describe('dateSortValue', () => {
  it('gives milliseconds, or null when the date does not parse', () => {
    expect(dateSortValue('2025-01-01T00:00:00.000Z')).toBe(Date.UTC(2025, 0, 1));
    expect(dateSortValue('garbage')).toBeNull();
    expect(dateSortValue(null)).toBeNull();
  });
});
