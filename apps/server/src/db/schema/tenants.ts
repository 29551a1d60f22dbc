import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';

// New-tenant form (docs/product/administration.md, "Tenants").
export const tenants = pgTable(
  'tenants',
  {
    tenant_id: identity('tenant_id'),
    tenant_short_code: text('tenant_short_code').notNull(),
    display_name: text('display_name').notNull(),
    state_or_region: text('state_or_region'),
    county_or_township: text('county_or_township'),
    zip_code: text('zip_code'),
    country_code_iso: char('country_code_iso', { length: 3 }),
    /**
     * The tenant whose Admins created and manage this one (docs/product/administration.md, "Tenants");
     * null for a tenant nobody else manages (the default tenant, seeded ones).
     */
    parent_tenant_id: integer('parent_tenant_id').references((): AnyPgColumn => tenants.tenant_id, {
      onDelete: 'set null',
    }),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [
    uniqueIndex('tenants_short_code_uq').on(t.tenant_short_code),
    index('tenants_parent_idx').on(t.parent_tenant_id),
  ],
);

/**
 * One row per tenant: switches an admin can flip at run time. Env vars
 * (MAINTENANCE_MODE, …) still win when set, so an operator can always lock the app.
 */
export const settings = pgTable('settings', {
  tenant_id: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
  maintenance_mode: boolean('maintenance_mode').notNull().default(false),
  maintenance_notice: text('maintenance_notice'),
  announcement: text('announcement'),
  /**
   * Sidebar items per role: { [role]: [{to,title,icon}] }
   * (docs/product/shell-and-accounts.md, "Sidebar items").
   */
  sidebar_routes:
    jsonb('sidebar_routes').$type<Record<string, { to: string; title: string; icon: string }[]>>(),
  css: text('css'),
  logo: text('logo'),
  /**
   * Replaces the original product's hard-coded "course id 19": the course that drives progress and topics.
   */
  primary_course_id: integer('primary_course_id'),
  mfa_required: boolean('mfa_required').notNull().default(false),
  /** Who judges answers: the offline rubric assessor, or the LLM plug-in when LLM_* is configured. */
  assessor: text('assessor').$type<'rubric' | 'llm'>().notNull().default('rubric'),
  date_modified: modifiedAt(),
});

/** Role names per tenant: Admin, Author, Learner, Trial, plus any a tenant configures. */
export const roles = pgTable(
  'roles',
  {
    role_id: identity('role_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    date_created: createdAt(),
  },
  (t) => [uniqueIndex('roles_tenant_name_uq').on(t.tenant_id, t.name)],
);
