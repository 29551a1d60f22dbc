import type { EventLogEntry } from '@wilco/shared';
import { useActivity } from '../api/get-activity';
import { dateSortValue, formatAdminDate } from '../utils/format-date';
import { AdminTable } from './table/admin-table';
import type { Column } from './table/columns';

const orNA = (value: string | number | null) => (value === null || value === '' ? 'N/A' : String(value));

const COLUMNS: readonly Column<EventLogEntry>[] = [
  {
    id: 'event_log_id',
    label: 'ID',
    sortValue: (e) => e.event_log_id,
    text: (e) => String(e.event_log_id),
    align: 'right',
    firstDirection: 'desc',
  },
  {
    id: 'event_timestamp',
    label: 'Time',
    sortValue: (e) => dateSortValue(e.event_timestamp),
    text: (e) => formatAdminDate(e.event_timestamp),
    firstDirection: 'desc',
  },
  { id: 'event', label: 'Event', sortValue: (e) => e.event, text: (e) => e.event },
  { id: 'user_email', label: 'User', sortValue: (e) => e.user_email, text: (e) => orNA(e.user_email) },
  { id: 'user_role', label: 'Role', sortValue: (e) => e.user_role, text: (e) => orNA(e.user_role) },
  { id: 'quiz_format', label: 'Format', sortValue: (e) => e.quiz_format, text: (e) => orNA(e.quiz_format) },
  {
    id: 'question_outcome',
    label: 'Outcome',
    sortValue: (e) => e.question_outcome,
    text: (e) => orNA(e.question_outcome),
  },
  {
    id: 'quiz_id',
    label: 'Quiz',
    sortValue: (e) => e.quiz_id,
    text: (e) => orNA(e.quiz_id),
    align: 'right',
  },
  {
    id: 'question_id',
    label: 'Question',
    sortValue: (e) => e.question_id,
    text: (e) => orNA(e.question_id),
    align: 'right',
  },
];

/**
 * Question Activity (docs/product/administration.md, "System admin");
 * docs/product/administration.md, "Sort orders": by event_log_id, newest first.
 */
export function ActivityTab() {
  const query = useActivity();
  return (
    <AdminTable
      label="Question activity"
      noun={['event', 'events']}
      columns={COLUMNS}
      rowKey={(e) => e.event_log_id}
      defaultSort={{ columnId: 'event_log_id', direction: 'desc' }}
      query={query}
      onRefresh={() => void query.refetch()}
      emptyText="No question activity yet. Events appear here as learners take quizzes."
    />
  );
}
