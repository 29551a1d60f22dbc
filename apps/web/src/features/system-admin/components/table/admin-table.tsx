import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { nextSort, searchRows, sortRows, type SortState } from '../../utils/table-rows';
import { cellText, type Column } from './columns';
import { SortableHead } from './sortable-head';
import { TableSkeleton } from './table-skeleton';
import { TableToolbar } from './table-toolbar';

const ROWS_PER_PAGE = [25, 50, 100];

export type AdminTableProps<T> = {
  /** The table's accessible name, e.g. 'Users'. */
  label: string;
  /** Singular and plural of what a row is, for counts and empty text. */
  noun: [one: string, many: string];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  defaultSort: SortState;
  query: { data: readonly T[] | undefined; isPending: boolean; isFetching: boolean; error: Error | null };
  onRefresh: () => void;
  emptyText: string;
  rowActions?: (row: T) => ReactNode;
};

/** A searchable, sortable, paged admin list that scrolls sideways on a phone. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { label, noun, columns, rowKey, defaultSort, query, onRefresh, emptyText, rowActions } = props;
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE[0] ?? 25);
  const all = query.data;
  const rows = useMemo(
    () => (all ? sortRows(searchRows(all, columns, search), columns, sort) : []),
    [all, columns, search, sort],
  );
  // A refresh or a search can leave fewer pages than the one that was open.
  const currentPage = Math.min(page, Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1));
  const shown = rows.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);
  const [one, many] = noun;

  const toolbar = (
    <TableToolbar
      searchLabel={`Search ${many}`}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(0);
      }}
      onRefresh={onRefresh}
      isRefreshing={query.isFetching}
    />
  );

  if (query.isPending) return <TableSkeleton label={`Loading ${many}`} columns={columns.length} />;
  if (!all) return <LoadError what={many} error={query.error} onRetry={onRefresh} />;
  if (all.length === 0) {
    return (
      <>
        {toolbar}
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      </>
    );
  }

  return (
    <>
      {toolbar}
      <Box role="status" sx={visuallyHidden}>
        {`${rows.length} ${rows.length === 1 ? one : many} shown`}
      </Box>
      {rows.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ py: 2 }}
        >{`No ${many} match “${search.trim()}”.`}</Typography>
      ) : (
        <Paper variant="outlined">
          {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
          <TableContainer role="region" aria-label={`${label} table`} tabIndex={0} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={label}>
              <SortableHead
                columns={columns}
                sort={sort}
                hasActions={Boolean(rowActions)}
                onSort={(c) => setSort(nextSort(sort, c.id, c.firstDirection ?? 'asc'))}
              />
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((c) => (
                      <TableCell
                        key={c.id}
                        align={c.align ?? 'left'}
                        sx={c.wrap ? { minWidth: 280, overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}
                      >
                        {c.render ? c.render(row) : cellText(c, row)}
                      </TableCell>
                    ))}
                    {rowActions ? <TableCell align="right">{rowActions(row)}</TableCell> : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={rows.length}
            page={currentPage}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_PER_PAGE}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </>
  );
}
