import dayjs from 'dayjs';

/**
 * Date display in the admin tables; a date that fails to parse shows N/A
 * (docs/product/administration.md, "Date display").
 */
export function formatAdminDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = dayjs(value);
  return date.isValid() ? date.format('MM/DD/YYYY - h:mm A') : 'N/A';
}

/** Milliseconds for sorting a date column; null (sorted last) when it does not parse. */
export function dateSortValue(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
