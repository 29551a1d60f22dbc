import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * One identity provider per tenant and protocol (docs/product/administration.md, "Single sign-on"):
 * OIDC or SAML settings, the role-mapping rules and the email domains that pick the tenant.
 */
export const tenantSso = pgTable(
  'tenant_sso',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    protocol: text('protocol').$type<'oidc' | 'saml'>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Shown on the sign-in button: "Sign in with {display_name}". */
    display_name: text('display_name').notNull(),
    /** OIDC: issuer URL and client id; the client secret is sealed (lib/secret-box.ts). */
    oidc_issuer: text('oidc_issuer'),
    oidc_client_id: text('oidc_client_id'),
    oidc_client_secret_sealed: text('oidc_client_secret_sealed'),
    /** SAML: the identity provider's metadata XML as pasted by the admin. */
    saml_idp_metadata: text('saml_idp_metadata'),
    /** The claim (OIDC) or attribute (SAML) holding the IdP's groups or roles. */
    role_claim: text('role_claim'),
    /** IdP value → Wilco roles, applied at every sign-in. */
    role_map: jsonb('role_map').$type<Record<string, string[]>>().notNull().default({}),
    /** Roles given when no rule matches; empty refuses the sign-in. */
    default_roles: text('default_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email_domains: text('email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.protocol] })],
);

/** Which IdP subject is which Wilco account: the link survives an email change at the IdP. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    sso_identity_id: identity('sso_identity_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    protocol: text('protocol').$type<'oidc' | 'saml'>().notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    date_created: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_identities_subject_uq').on(t.tenant_id, t.protocol, t.issuer, t.subject),
    index('sso_identities_user_idx').on(t.user_id),
  ],
);

/**
 * Short-lived, single-use records of a sign-in in flight: an OIDC state (PKCE verifier, nonce), a
 * SAML request id (so a response answers a request we made, once), or the hand-off code that takes
 * the signed-in browser back to the web app. Only hashes of the browser-held values are stored.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    kind: text('kind').$type<'oidc' | 'saml' | 'handoff'>().notNull(),
    key_hash: text('key_hash').notNull(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key_hash] }), index('sso_requests_expiry_idx').on(t.expires_at)],
);
