import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Client-side crashes reported by the error page (docs/product/shell-and-accounts.md, "Errors": 'The incident
 * has been logged').
 */
export const incidents = pgTable(
  'incidents',
  {
    incident_id: uuid('incident_id').primaryKey().defaultRandom(),
    // No foreign keys: a report may arrive before sign-in or after the user is gone.
    tenant_id: integer('tenant_id'),
    user_id: integer('user_id'),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url').notNull(),
    user_agent: text('user_agent'),
    ip: text('ip'),
    date_created: createdAt(),
  },
  (t) => [index('incidents_date_idx').on(t.date_created)],
);
