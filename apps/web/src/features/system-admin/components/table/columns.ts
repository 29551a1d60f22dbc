import type { ReactNode } from 'react';
import type { RowAccess, SortDirection } from '../../utils/table-rows';

/** One column of an admin table: how it sorts, what search reads, and how a cell looks. */
export type Column<T> = RowAccess<T> & {
  label: string;
  /** The cell's content; defaults to the column's text. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The direction of a first click: newest-first for dates and ids reads best. */
  firstDirection?: SortDirection;
  /** Long free text (feedback) wraps; everything else stays on one line. */
  wrap?: boolean;
};

/** Text of a cell, for display and for search. */
export function cellText<T>(column: Column<T>, row: T): string {
  if (column.text) return column.text(row);
  const value = column.sortValue(row);
  return value === null ? '' : String(value);
}
