import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidents, settings } from '../../db/schema';

export type IncidentInput = typeof incidents.$inferInsert;

export function createSystemRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    async findSettings(tenantId: number) {
      const [row] = await db.select().from(settings).where(eq(settings.tenant_id, tenantId)).limit(1);
      return row ?? null;
    },
    async insertIncident(input: IncidentInput): Promise<string> {
      const [row] = await db
        .insert(incidents)
        .values(input)
        .returning({ incident_id: incidents.incident_id });
      if (!row) throw new Error('incident insert returned no row');
      return row.incident_id;
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
