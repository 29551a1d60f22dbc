import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Paper from '@mui/material/Paper';
import type { Question } from '@wilco/shared';
import dayjs from 'dayjs';
import { pointsAvailable, type QuestionSort, type QuestionSortKey } from '../../utils/question-sort';

type QuestionsTableProps = {
  questions: Question[];
  sort: QuestionSort;
  onSort: (key: QuestionSortKey) => void;
  onOpen: (questionId: number) => void;
};

type Column = { key: QuestionSortKey | null; label: string; hideBelow?: 'sm' | 'md' };
const COLUMNS: Column[] = [
  { key: 'question_id', label: 'ID' },
  { key: 'question_name', label: 'Name' },
  { key: null, label: 'Question', hideBelow: 'md' },
  { key: 'point_threshold', label: 'Pass / Points', hideBelow: 'sm' },
  { key: 'date_modified', label: 'Modified', hideBelow: 'md' },
];
const display = (hideBelow?: 'sm' | 'md') =>
  hideBelow ? { display: { xs: 'none', [hideBelow]: 'table-cell' } } : undefined;

/** Question admin list, scrollable up to 744 px (docs/product/administration.md, "Question admin"). */
export function QuestionsTable({ questions, sort, onSort, onOpen }: QuestionsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 744 }}>
      <Table stickyHeader size="small" aria-label="Questions">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell
                key={c.label}
                sx={display(c.hideBelow)}
                aria-sort={
                  c.key === sort.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {c.key ? (
                  <TableSortLabel
                    active={c.key === sort.key}
                    direction={c.key === sort.key ? sort.direction : 'asc'}
                    onClick={() => c.key && onSort(c.key)}
                  >
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.map((q) => (
            <TableRow key={q.question_id} hover>
              <TableCell>{q.question_id}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(q.question_id)}
                  sx={{ textAlign: 'left' }}
                >
                  {q.question_name}
                </Link>
              </TableCell>
              <TableCell sx={{ ...display('md'), maxWidth: 360 }}>
                <span title={q.question}>
                  {q.question.length > 90 ? `${q.question.slice(0, 90)}…` : q.question}
                </span>
              </TableCell>
              <TableCell
                sx={display('sm')}
              >{`${q.point_threshold} / ${pointsAvailable(q.subanswers)}`}</TableCell>
              <TableCell sx={display('md')}>{dayjs(q.date_modified).format('MM/DD/YYYY')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
