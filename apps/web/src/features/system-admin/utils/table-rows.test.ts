import { describe, expect, it } from 'vitest';
import { nextSort, searchRows, sortRows, type RowAccess } from './table-rows';

type Row = { id: number; name: string; created: number | null };
const rows: Row[] = [
  { id: 1, name: 'bravo', created: 200 },
  { id: 2, name: 'Alpha', created: null },
  { id: 3, name: 'charlie 10', created: 300 },
  { id: 4, name: 'charlie 9', created: 100 },
];
const columns: RowAccess<Row>[] = [
  { id: 'name', sortValue: (r) => r.name, text: (r) => r.name },
  { id: 'created', sortValue: (r) => r.created },
];
const ids = (list: Row[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts text case-insensitively with numbers in numeric order', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'name', direction: 'asc' }))).toEqual([2, 1, 4, 3]);
    expect(ids(sortRows(rows, columns, { columnId: 'name', direction: 'desc' }))).toEqual([3, 4, 1, 2]);
  });

  it('keeps rows without a value last in both directions', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'created', direction: 'desc' }))).toEqual([3, 1, 4, 2]);
    expect(ids(sortRows(rows, columns, { columnId: 'created', direction: 'asc' }))).toEqual([4, 1, 3, 2]);
  });

  it('leaves the order alone for an unknown column', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'nope', direction: 'asc' }))).toEqual([1, 2, 3, 4]);
  });
});

describe('searchRows', () => {
  it('matches a case-insensitive substring of the searchable columns only', () => {
    expect(ids(searchRows(rows, columns, '  CHARLIE '))).toEqual([3, 4]);
    expect(ids(searchRows(rows, columns, '300'))).toEqual([]);
    expect(ids(searchRows(rows, columns, ''))).toEqual([1, 2, 3, 4]);
  });
});

describe('nextSort', () => {
  it('flips the sorted column and starts another on its own first direction', () => {
    expect(nextSort({ columnId: 'name', direction: 'asc' }, 'name', 'asc')).toEqual({
      columnId: 'name',
      direction: 'desc',
    });
    expect(nextSort({ columnId: 'name', direction: 'asc' }, 'created', 'desc')).toEqual({
      columnId: 'created',
      direction: 'desc',
    });
  });
});
