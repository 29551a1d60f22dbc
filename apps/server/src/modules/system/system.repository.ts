import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidents } from '../../db/schema';
import type { SettingsRepository } from '../settings/settings.repository';

export type IncidentInput = typeof incidents.$inferInsert;

export function createSystemRepository(db: Db, settingsRepo: Pick<SettingsRepository, 'find'>) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    findSettings: (tenantId: number) => settingsRepo.find(tenantId),
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
