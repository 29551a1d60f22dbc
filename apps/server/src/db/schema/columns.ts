import { integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders so every table stamps time the same way (UTC, with time zone).
export const createdAt = () => timestamp('date_created', { withTimezone: true }).defaultNow().notNull();
export const modifiedAt = () =>
  timestamp('date_modified', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
export const identity = (name: string) => integer(name).primaryKey().generatedAlwaysAsIdentity();
