import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export type SettingsRow = typeof settings.$inferSelect;
export type SettingsPatch = Partial<Omit<typeof settings.$inferInsert, 'tenant_id'>>;

export function createSettingsRepository(db: Db) {
  return {
    async find(tenantId: number): Promise<SettingsRow | null> {
      const [row] = await db.select().from(settings).where(eq(settings.tenant_id, tenantId)).limit(1);
      return row ?? null;
    },
    /** Upsert: idempotent, and works for a tenant that has no settings row yet. */
    async update(tenantId: number, patch: SettingsPatch): Promise<SettingsRow | null> {
      const [row] = await db
        .insert(settings)
        .values({ tenant_id: tenantId, ...patch })
        .onConflictDoUpdate({ target: settings.tenant_id, set: patch })
        .returning();
      return row ?? null;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
