import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * LTI 1.3 platforms (learning management systems) a tenant lets launch Wilco
 * (docs/product/integrations.md, "LTI 1.3"). One issuer + client id is one registration.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    platform_id: identity('platform_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    issuer: text('issuer').notNull(),
    client_id: text('client_id').notNull(),
    deployment_ids: text('deployment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    auth_login_url: text('auth_login_url').notNull(),
    token_url: text('token_url').notNull(),
    jwks_url: text('jwks_url').notNull(),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_uq').on(t.issuer, t.client_id)],
);

/** The tool's signing keys: the newest is used, every unretired one is published at /lti/jwks. */
export const ltiKeys = pgTable('lti_keys', {
  kid: text('kid').primaryKey(),
  public_jwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  /** The private JWK sealed with the server secret (lib/secret-box.ts). */
  private_jwk_sealed: text('private_jwk_sealed').notNull(),
  date_created: createdAt(),
  retired_at: timestamp('retired_at', { withTimezone: true }),
});

/** One OIDC login in flight: its state and nonce, good once and for a few minutes. */
export const ltiLogins = pgTable(
  'lti_logins',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.platform_id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    date_created: createdAt(),
  },
  (t) => [index('lti_logins_expires_idx').on(t.expires_at)],
);

/** Who a platform's `sub` is in Wilco (provisioned just in time on first launch). */
export const ltiUsers = pgTable(
  'lti_users',
  {
    platform_id: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.platform_id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    date_created: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_users_platform_sub_uq').on(t.platform_id, t.sub),
    index('lti_users_user_idx').on(t.user_id),
  ],
);

export type LtiTarget = { kind: 'quiz'; quiz_id: number } | { kind: 'scenario'; deep_link: string };

/**
 * Each launch, kept: where the user went, the line item to grade, the roster service and, for a
 * deep-linking request, where the answer goes. Also the one-time code the frame trades for tokens.
 */
export const ltiLaunches = pgTable(
  'lti_launches',
  {
    launch_id: identity('launch_id'),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.platform_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    deployment_id: text('deployment_id').notNull(),
    message_type: text('message_type').notNull(),
    context_id: text('context_id'),
    context_title: text('context_title'),
    resource_link_id: text('resource_link_id'),
    target: jsonb('target').$type<LtiTarget | null>(),
    lineitem_url: text('lineitem_url'),
    ags_scopes: text('ags_scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nrps_url: text('nrps_url'),
    /** LtiDeepLinkingRequest only: deep_linking_settings as sent. */
    deep_linking: jsonb('deep_linking').$type<Record<string, unknown> | null>(),
    code_hash: text('code_hash'),
    code_expires_at: timestamp('code_expires_at', { withTimezone: true }),
    code_used_at: timestamp('code_used_at', { withTimezone: true }),
    date_created: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_launches_code_uq').on(t.code_hash),
    index('lti_launches_user_idx').on(t.user_id, t.date_created),
  ],
);

/**
 * Scores owed to platforms: one row per completed attempt (`attempt_key` is `quiz:<id>` or
 * `sim:<id>`), so a score is never queued twice; retried until the platform accepts it.
 */
export const ltiGradeOutbox = pgTable(
  'lti_grade_outbox',
  {
    outbox_id: identity('outbox_id'),
    attempt_key: text('attempt_key').notNull(),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.platform_id, { onDelete: 'cascade' }),
    lineitem_url: text('lineitem_url').notNull(),
    sub: text('sub').notNull(),
    score_given: real('score_given').notNull(),
    score_maximum: real('score_maximum').notNull(),
    tries: integer('tries').notNull().default(0),
    next_try_at: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    last_error: text('last_error'),
    date_created: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_grade_outbox_attempt_uq').on(t.attempt_key),
    index('lti_grade_outbox_due_idx')
      .on(t.next_try_at)
      .where(sql`${t.sent_at} is null`),
  ],
);
