import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState } from 'react';
import {
  scoreText,
  sortAttemptRows,
  type AttemptRow,
  type AttemptSortKey,
  type SortDirection,
} from '../../utils/attempt-rows';

/** docs/product/learning.md, "Attempts table": columns No., Date, Ans. Qs, Quiz Type, Score, all sortable. */
const COLUMNS: { key: AttemptSortKey; label: string; numeric: boolean }[] = [
  { key: 'attemptNumber', label: 'No.', numeric: true },
  { key: 'date', label: 'Date', numeric: false },
  { key: 'answeredQuestions', label: 'Ans. Qs', numeric: true },
  { key: 'quizType', label: 'Quiz Type', numeric: false },
  { key: 'scorePercentage', label: 'Score', numeric: true },
];

export function AttemptsTable({ rows, caption }: { rows: readonly AttemptRow[]; caption: string }) {
  const [sortKey, setSortKey] = useState<AttemptSortKey>('attemptNumber');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const sorted = sortAttemptRows(rows, sortKey, direction);

  const onSort = (key: AttemptSortKey) => {
    setDirection(key === sortKey && direction === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell
                key={c.key}
                align={c.numeric ? 'right' : 'left'}
                sortDirection={sortKey === c.key ? direction : false}
                sx={{ whiteSpace: 'nowrap', px: 1 }}
              >
                <TableSortLabel
                  active={sortKey === c.key}
                  direction={sortKey === c.key ? direction : 'asc'}
                  onClick={() => onSort(c.key)}
                >
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.id}>
              <TableCell align="right" sx={{ px: 1 }}>
                {row.attemptNumber}
              </TableCell>
              <TableCell sx={{ px: 1 }}>{row.date}</TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                {row.answeredQuestions}
              </TableCell>
              <TableCell sx={{ px: 1 }}>{row.quizType}</TableCell>
              <TableCell align="right" sx={{ px: 1, whiteSpace: 'nowrap' }}>
                {scoreText(row.scorePercentage)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
