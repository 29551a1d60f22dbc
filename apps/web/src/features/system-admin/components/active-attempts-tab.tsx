import type { ActiveAttempt } from '@wilco/shared';
import { useActiveAttempts } from '../api/get-active-attempts';
import { dateSortValue, formatAdminDate } from '../utils/format-date';
import { AdminTable } from './table/admin-table';
import type { Column } from './table/columns';

export function attemptTypeText(type: string): string {
  if (type === 'voice') return 'Voice';
  if (type === 'text' || type === 'chat') return 'Chat';
  return type;
}

const COLUMNS: readonly Column<ActiveAttempt>[] = [
  { id: 'display_name', label: 'Learner', sortValue: (a) => a.display_name, text: (a) => a.display_name },
  { id: 'email', label: 'Email', sortValue: (a) => a.email, text: (a) => a.email },
  { id: 'name', label: 'Quiz', sortValue: (a) => a.name, text: (a) => a.name },
  {
    id: 'attempt_type',
    label: 'Type',
    sortValue: (a) => attemptTypeText(a.attempt_type),
    text: (a) => attemptTypeText(a.attempt_type),
  },
  {
    id: 'date_started',
    label: 'Started',
    sortValue: (a) => dateSortValue(a.date_started),
    text: (a) => formatAdminDate(a.date_started),
    firstDirection: 'desc',
  },
  {
    id: 'date_modified',
    label: 'Last activity',
    sortValue: (a) => dateSortValue(a.date_modified),
    text: (a) => formatAdminDate(a.date_modified),
    firstDirection: 'desc',
  },
];

/**
 * Every user's quiz attempts still open (docs/product/administration.md, "System admin"), most recently
 * active first.
 */
export function ActiveAttemptsTab() {
  const query = useActiveAttempts();
  return (
    <AdminTable
      label="Active attempts"
      noun={['active attempt', 'active attempts']}
      columns={COLUMNS}
      rowKey={(a) => a.quiz_attempt_id}
      defaultSort={{ columnId: 'date_modified', direction: 'desc' }}
      query={query}
      onRefresh={() => void query.refetch()}
      emptyText="No quizzes in progress right now."
    />
  );
}
