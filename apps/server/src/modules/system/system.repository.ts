import { desc, inArray, sql } from 'drizzle-orm';
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
    /** Deletes all but the `keep` newest incidents; answers how many went. */
    async pruneIncidents(keep: number): Promise<number> {
      const beyond = db
        .select({ id: incidents.incident_id })
        .from(incidents)
        .orderBy(desc(incidents.date_created), desc(incidents.incident_id))
        .offset(keep);
      const removed = await db
        .delete(incidents)
        .where(inArray(incidents.incident_id, beyond))
        .returning({ id: incidents.incident_id });
      return removed.length;
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
