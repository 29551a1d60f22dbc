import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cacheFor } from '../../lib/db-caches';
import { settings } from '../../db/schema';

export type SettingsRow = typeof settings.$inferSelect;
export type SettingsPatch = Partial<Omit<typeof settings.$inferInsert, 'tenant_id'>>;

export function createSettingsRepository(db: Db) {
  // Read by the access check on every request; changed by an admin now and then.
  const cache = cacheFor<number, SettingsRow | null>(db, 'settings');
  return {
    find(tenantId: number): Promise<SettingsRow | null> {
      return cache.get(tenantId, async () => {
        const [row] = await db.select().from(settings).where(eq(settings.tenant_id, tenantId)).limit(1);
        return row ?? null;
      });
    },
    /** Upsert: idempotent, and works for a tenant that has no settings row yet. */
    async update(tenantId: number, patch: SettingsPatch): Promise<SettingsRow | null> {
      const [row] = await db
        .insert(settings)
        .values({ tenant_id: tenantId, ...patch })
        .onConflictDoUpdate({ target: settings.tenant_id, set: patch })
        .returning();
      cache.delete(tenantId);
      return row ?? null;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
