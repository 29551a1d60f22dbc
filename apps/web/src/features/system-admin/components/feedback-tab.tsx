import type { FeedbackEntry } from '@wilco/shared';
import { useFeedback } from '../api/get-feedback';
import { dateSortValue, formatAdminDate } from '../utils/format-date';
import { AdminTable } from './table/admin-table';
import type { Column } from './table/columns';

const idText = (id: number | null) => (id === null ? 'N/A' : String(id));

const COLUMNS: readonly Column<FeedbackEntry>[] = [
  {
    id: 'date_created',
    label: 'Date',
    sortValue: (f) => dateSortValue(f.date_created),
    text: (f) => formatAdminDate(f.date_created),
    firstDirection: 'desc',
  },
  { id: 'email', label: 'From', sortValue: (f) => f.email, text: (f) => f.email ?? 'Deleted user' },
  { id: 'feedback', label: 'Feedback', sortValue: (f) => f.feedback, text: (f) => f.feedback, wrap: true },
  {
    id: 'question_id',
    label: 'Question',
    sortValue: (f) => f.question_id,
    text: (f) => idText(f.question_id),
    align: 'right',
  },
  {
    id: 'quiz_attempt_id',
    label: 'Quiz attempt',
    sortValue: (f) => f.quiz_attempt_id,
    text: (f) => idText(f.quiz_attempt_id),
    align: 'right',
  },
];

/**
 * Feedback (docs/product/administration.md, "System admin"); docs/product/administration.md, "Sort orders":
 * newest first.
 */
export function FeedbackTab() {
  const query = useFeedback();
  return (
    <AdminTable
      label="Feedback"
      noun={['feedback entry', 'feedback entries']}
      columns={COLUMNS}
      rowKey={(f) => f.feedback_id}
      defaultSort={{ columnId: 'date_created', direction: 'desc' }}
      query={query}
      onRefresh={() => void query.refetch()}
      emptyText="No feedback yet. What learners report on a question during a quiz shows here."
    />
  );
}
