import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DomainEventPublisher } from '../../lib/events/domain-events';
import type { TtlCache } from '../../lib/ttl-cache';
import { courses, settings } from '../../db/schema';

export type SettingsRow = typeof settings.$inferSelect;
export type SettingsPatch = Partial<Omit<typeof settings.$inferInsert, 'tenant_id'>>;

/**
 * Read by the access check on every request and changed by an admin now and then, so reads go
 * through `cache`; a save publishes `settings.changed`, which forgets the tenant in every
 * process (settings.plugin.ts).
 */
export function createSettingsRepository(
  db: Db,
  events: DomainEventPublisher,
  cache: TtlCache<number, SettingsRow | null>,
) {
  return {
    find(tenantId: number): Promise<SettingsRow | null> {
      return cache.get(tenantId, async () => {
        const [row] = await db.select().from(settings).where(eq(settings.tenant_id, tenantId)).limit(1);
        return row ?? null;
      });
    },
    /** A course (not a featured section) of this tenant: the only valid primary course. */
    async isCourseOf(tenantId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .select({ id: courses.course_id })
        .from(courses)
        .where(
          and(eq(courses.course_id, courseId), eq(courses.tenant_id, tenantId), eq(courses.kind, 'course')),
        )
        .limit(1);
      return rows.length === 1;
    },
    /** Upsert: idempotent, and works for a tenant that has no settings row yet. */
    async update(tenantId: number, patch: SettingsPatch): Promise<SettingsRow | null> {
      const [row] = await db
        .insert(settings)
        .values({ tenant_id: tenantId, ...patch })
        .onConflictDoUpdate({ target: settings.tenant_id, set: patch })
        .returning();
      events.emit('settings.changed', { tenantId });
      return row ?? null;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
