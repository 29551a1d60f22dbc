export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null;

/** What the table needs of a column to sort and search its rows. */
export type RowAccess<T> = {
  id: string;
  /** The value a column sorts by (dates as milliseconds); null sorts last in either direction. */
  sortValue: (row: T) => SortValue;
  /** The text the column shows, which search matches; omit to leave the column out of search. */
  text?: (row: T) => string;
};

export type SortState = { columnId: string; direction: SortDirection };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A stable sort by one column; rows without a value stay at the end whichever the direction. */
export function sortRows<T>(rows: readonly T[], columns: readonly RowAccess<T>[], sort: SortState): T[] {
  const column = columns.find((c) => c.id === sort.columnId);
  if (!column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.sortValue(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** Case-insensitive substring search over the text of every searchable column. */
export function searchRows<T>(rows: readonly T[], columns: readonly RowAccess<T>[], query: string): T[] {
  const term = query.trim().toLowerCase();
  if (!term) return [...rows];
  const searchable = columns.flatMap((c) => (c.text ? [c.text] : []));
  return rows.filter((row) => searchable.some((text) => text(row).toLowerCase().includes(term)));
}

/** Clicking the sorted column flips it; another column starts on its own first direction. */
export function nextSort(current: SortState, columnId: string, firstDirection: SortDirection): SortState {
  if (current.columnId !== columnId) return { columnId, direction: firstDirection };
  return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
