import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssoIdentities, ssoRequests, tenantSso, tenants, users } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

export type TenantSsoRow = typeof tenantSso.$inferSelect;
export type SsoRequestKind = (typeof ssoRequests.$inferSelect)['kind'];
type Protocol = TenantSsoRow['protocol'];
type UserRow = typeof users.$inferSelect;

/** The only code that touches the SSO tables (docs/product/administration.md, "Single sign-on"). */
export function createSsoRepository(db: Db, events: DomainEventPublisher) {
  return {
    async findTenantByCode(code: string) {
      const [row] = await db
        .select({ tenant_id: tenants.tenant_id, tenant_short_code: tenants.tenant_short_code })
        .from(tenants)
        .where(eq(sql`lower(${tenants.tenant_short_code})`, code.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
    async findTenantById(tenantId: number) {
      const [row] = await db
        .select({ tenant_id: tenants.tenant_id, tenant_short_code: tenants.tenant_short_code })
        .from(tenants)
        .where(eq(tenants.tenant_id, tenantId))
        .limit(1);
      return row ?? null;
    },
    /** Tenants whose SSO settings claim an email domain. */
    async tenantIdsForDomain(domain: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ tenant_id: tenantSso.tenant_id })
        .from(tenantSso)
        .where(sql`${domain} = any(${tenantSso.email_domains})`);
      return rows.map((r) => r.tenant_id);
    },
    async findSettings(tenantId: number): Promise<TenantSsoRow[]> {
      return db.select().from(tenantSso).where(eq(tenantSso.tenant_id, tenantId));
    },
    async upsertSettings(row: typeof tenantSso.$inferInsert): Promise<void> {
      const { tenant_id: _t, protocol: _p, ...set } = row;
      await db
        .insert(tenantSso)
        .values(row)
        .onConflictDoUpdate({ target: [tenantSso.tenant_id, tenantSso.protocol], set });
    },
    async deleteSettings(tenantId: number, protocol: Protocol): Promise<boolean> {
      const rows = await db
        .delete(tenantSso)
        .where(and(eq(tenantSso.tenant_id, tenantId), eq(tenantSso.protocol, protocol)))
        .returning({ t: tenantSso.tenant_id });
      return rows.length > 0;
    },

    /** Stores a single-use record; expired ones are swept on the way. */
    async putRequest(row: typeof ssoRequests.$inferInsert): Promise<void> {
      await db.delete(ssoRequests).where(lt(ssoRequests.expires_at, new Date()));
      await db.insert(ssoRequests).values(row).onConflictDoNothing();
    },
    /** Reads a live record without using it up. */
    async peekRequest(kind: SsoRequestKind, keyHash: string) {
      const [row] = await db
        .select()
        .from(ssoRequests)
        .where(
          and(
            eq(ssoRequests.kind, kind),
            eq(ssoRequests.key_hash, keyHash),
            gt(ssoRequests.expires_at, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** Deletes and returns a live record: of two concurrent uses, only one gets it. */
    async takeRequest(kind: SsoRequestKind, keyHash: string) {
      const [row] = await db
        .delete(ssoRequests)
        .where(and(eq(ssoRequests.kind, kind), eq(ssoRequests.key_hash, keyHash)))
        .returning();
      return row && row.expires_at.getTime() > Date.now() ? row : null;
    },

    async findLinkedUser(key: {
      tenantId: number;
      protocol: Protocol;
      issuer: string;
      subject: string;
    }): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(ssoIdentities)
        .innerJoin(users, eq(users.user_id, ssoIdentities.user_id))
        .where(
          and(
            eq(ssoIdentities.tenant_id, key.tenantId),
            eq(ssoIdentities.protocol, key.protocol),
            eq(ssoIdentities.issuer, key.issuer),
            eq(ssoIdentities.subject, key.subject),
          ),
        )
        .limit(1);
      return row?.user ?? null;
    },
    async link(key: {
      userId: number;
      tenantId: number;
      protocol: Protocol;
      issuer: string;
      subject: string;
    }) {
      await db
        .insert(ssoIdentities)
        .values({
          user_id: key.userId,
          tenant_id: key.tenantId,
          protocol: key.protocol,
          issuer: key.issuer,
          subject: key.subject,
        })
        .onConflictDoNothing();
    },
    /** Just-in-time account: no password, so it can only sign in through the IdP. */
    async createSsoUser(row: {
      tenantId: number;
      email: string;
      firstName: string | null;
      lastName: string | null;
      displayName: string;
      roles: string[];
    }): Promise<UserRow> {
      const [created] = await db
        .insert(users)
        .values({
          tenant_id: row.tenantId,
          email: row.email,
          first_name: row.firstName,
          last_name: row.lastName,
          display_name: row.displayName,
          password_hash: null,
          roles: row.roles,
          email_verified: true,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      return created;
    },
    /** Role mapping runs at every sign-in; a change reaches the identity cache at once. */
    async setRoles(tenantId: number, userId: number, roles: string[]): Promise<void> {
      await db
        .update(users)
        .set({ roles })
        .where(and(eq(users.tenant_id, tenantId), eq(users.user_id, userId)));
      events.emit('user.changed', { userId });
    },
  };
}
export type SsoRepository = ReturnType<typeof createSsoRepository>;
