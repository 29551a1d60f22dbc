import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { tenants } from './tenants';

export const users = pgTable(
  'users',
  {
    user_id: identity('user_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    user_name: text('user_name'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    display_name: text('display_name').notNull(),
    /** argon2id PHC string; null for accounts that only sign in through SSO. */
    password_hash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** docs/product/shell-and-accounts.md, "Signed-in user": lowercase feature names. */
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** docs/product/shell-and-accounts.md, "Exam date": ISO date-time without zone, or null. */
    exam_date: timestamp('exam_date', { withTimezone: false, mode: 'string' }),
    welcome_saved: boolean('welcome_saved').notNull().default(false),
    recording_acknowledged: boolean('recording_acknowledged').notNull().default(false),
    subscription_end_date: timestamp('subscription_end_date', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    email_verified: boolean('email_verified').notNull().default(false),
    unlimited_simulation_time: boolean('unlimited_simulation_time').notNull().default(false),
    max_simulation_minutes: integer('max_simulation_minutes'),
    totp_secret: text('totp_secret'),
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Last accepted TOTP time step: a code is good once (no replay within its window). */
    totp_last_step: bigint('totp_last_step', { mode: 'number' }),
    mfa_required: boolean('mfa_required').notNull().default(false),
    last_login: timestamp('last_login', { withTimezone: true }),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [
    // Sign-in is by email alone, so an email is unique across tenants (case-insensitive).
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenant_id),
  ],
);

/** Rotating refresh tokens (only a hash is stored); reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    refresh_token_id: identity('refresh_token_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull(),
    session_id: uuid('session_id').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Last request the session made, written at most once a minute (docs/product/shell-and-accounts.md, "Idle sign-out"). */
    last_active_at: timestamp('last_active_at', { withTimezone: true }),
    user_agent: text('user_agent'),
    ip: inet('ip'),
    date_created: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_user_idx').on(t.user_id),
    index('refresh_tokens_session_idx').on(t.session_id),
  ],
);

/** Single-use password reset links sent by an admin's "send reset email" action. */
export const passwordResets = pgTable(
  'password_resets',
  {
    password_reset_id: identity('password_reset_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    requested_by: integer('requested_by').references(() => users.user_id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    date_created: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_uq').on(t.token_hash)],
);

/** Every message the app sends, whatever the transport; the default transport only records here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mail_id: identity('mail_id'),
    tenant_id: integer('tenant_id').references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    transport: text('transport').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    date_created: createdAt(),
  },
  (t) => [index('mail_outbox_date_idx').on(t.date_created)],
);

/**
 * Failed sign-in steps per account (docs/product/shell-and-accounts.md, "Failed sign-ins"): kept in
 * the database so the count holds across addresses, processes and restarts.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    sign_in_failure_id: identity('sign_in_failure_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    /** 'password' for the sign-in form, 'totp' for a two-factor code. */
    kind: text('kind').notNull(),
    ip: inet('ip'),
    date_created: createdAt(),
  },
  (t) => [index('sign_in_failures_user_idx').on(t.user_id, t.kind, t.date_created)],
);
