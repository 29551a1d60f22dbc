import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import type { SortState } from '../../utils/table-rows';
import type { Column } from './columns';

type SortableHeadProps<T> = {
  columns: readonly Column<T>[];
  sort: SortState;
  onSort: (column: Column<T>) => void;
  hasActions: boolean;
};

/** Column headers as sort buttons; the sorted one carries aria-sort (set by TableCell). */
export function SortableHead<T>({ columns, sort, onSort, hasActions }: SortableHeadProps<T>) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const isActive = sort.columnId === column.id;
          return (
            <TableCell
              key={column.id}
              align={column.align ?? 'left'}
              sortDirection={isActive ? sort.direction : false}
              sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
            >
              <TableSortLabel
                active={isActive}
                direction={isActive ? sort.direction : (column.firstDirection ?? 'asc')}
                onClick={() => onSort(column)}
              >
                {column.label}
                {isActive ? (
                  <Box component="span" sx={visuallyHidden}>
                    {sort.direction === 'desc' ? ', sorted descending' : ', sorted ascending'}
                  </Box>
                ) : null}
              </TableSortLabel>
            </TableCell>
          );
        })}
        {hasActions ? (
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            Actions
          </TableCell>
        ) : null}
      </TableRow>
    </TableHead>
  );
}
