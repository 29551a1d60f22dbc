import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, roles, settings, tenants, users } from '../../db/schema';
import { DEFAULT_ROLES, DEFAULT_SIDEBAR_ROUTES } from '../../db/seed/demo-accounts';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantValues = Omit<typeof tenants.$inferInsert, 'tenant_id' | 'parent_tenant_id'>;
export type NewUserRow = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

/** Tenants and accounts as an admin manages them; every query names the tenants in scope. */
export function createTenantAdminRepository(db: Db, events: DomainEventPublisher) {
  return {
    /** The admin's own tenant and the tenants it created (docs/product/administration.md, "Tenants"). */
    managedTenants: (tenantId: number) =>
      db
        .select()
        .from(tenants)
        .where(or(eq(tenants.tenant_id, tenantId), eq(tenants.parent_tenant_id, tenantId)))
        .orderBy(asc(tenants.tenant_id)),

    async shortCodeTaken(code: string, exceptTenantId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: tenants.tenant_id })
        .from(tenants)
        .where(eq(tenants.tenant_short_code, code))
        .limit(1);
      return row !== undefined && row.id !== exceptTenantId;
    },

    /** A new tenant comes with the default roles and settings, as the seeded one does. */
    async createTenant(parentTenantId: number, values: TenantValues): Promise<TenantRow> {
      return db.transaction(async (tx) => {
        const [tenant] = await tx
          .insert(tenants)
          .values({ ...values, parent_tenant_id: parentTenantId })
          .returning();
        if (!tenant) throw new Error('tenant insert returned no row');
        await tx.insert(roles).values(DEFAULT_ROLES.map((r) => ({ ...r, tenant_id: tenant.tenant_id })));
        await tx
          .insert(settings)
          .values({ tenant_id: tenant.tenant_id, sidebar_routes: DEFAULT_SIDEBAR_ROUTES });
        return tenant;
      });
    },

    async updateTenant(tenantId: number, values: TenantValues): Promise<TenantRow | null> {
      const [row] = await db.update(tenants).set(values).where(eq(tenants.tenant_id, tenantId)).returning();
      return row ?? null;
    },

    /** Users (of any tenant) holding one of these emails, compared case-insensitively like sign-in. */
    usersByEmail: (emails: string[]) =>
      emails.length === 0
        ? Promise.resolve([] as UserRow[])
        : db
            .select()
            .from(users)
            .where(
              inArray(
                sql`lower(${users.email})`,
                emails.map((e) => e.toLowerCase()),
              ),
            ),

    /** Users of one of the managed tenants. */
    async findUser(tenantIds: number[], userId: number): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.user_id, userId), inArray(users.tenant_id, tenantIds)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts the rows whose email is still free; a row that lost a race to the same email is
     * skipped, not an error (a re-run of an import creates nobody twice).
     */
    async insertUsers(rows: NewUserRow[]): Promise<UserRow[]> {
      if (rows.length === 0) return [];
      return db.insert(users).values(rows).onConflictDoNothing().returning();
    },

    /** Disabling or a new password also ends the user's sessions everywhere. */
    async updateUser(tenantIds: number[], userId: number, values: Partial<NewUserRow>, endSessions: boolean) {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set(values)
          .where(and(eq(users.user_id, userId), inArray(users.tenant_id, tenantIds)))
          .returning();
        if (!updated) return null;
        if (endSessions)
          await tx
            .update(refreshTokens)
            .set({ revoked_at: new Date() })
            .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
        return updated;
      });
      if (!row) return null;
      events.emit('user.changed', { userId });
      if (endSessions) events.emit('session.revoked', { scope: 'user', userId });
      return row;
    },
  };
}
export type TenantAdminRepository = ReturnType<typeof createTenantAdminRepository>;
