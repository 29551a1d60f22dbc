import type { ClientErrorReport, PublicStatus } from '@wilco/shared';
import type { SystemRepository } from './system.repository';

export type MaintenanceEnv = { mode: boolean; notice: string };

/**
 * Maintenance and announcement for a tenant. The env switch (MAINTENANCE_MODE) wins so an
 * operator can always lock the app; otherwise the admin toggle stored in settings decides.
 */
export function composeStatus(
  env: MaintenanceEnv,
  stored: {
    maintenance_mode: boolean;
    maintenance_notice: string | null;
    announcement: string | null;
  } | null,
): PublicStatus {
  const maintenance = env.mode || Boolean(stored?.maintenance_mode);
  const notice = stored?.maintenance_notice?.trim() || env.notice;
  const announcement = stored?.announcement?.trim() || null;
  return { maintenance, maintenance_notice: notice, announcement };
}

/**
 * docs/product/shell-and-accounts.md, "Errors": the incident table keeps the newest reports only,
 * so a crash loop (or someone posting on purpose) cannot grow it without end.
 */
export const INCIDENTS_KEPT = 10_000;

export function createSystemService(
  repo: SystemRepository,
  env: MaintenanceEnv,
  incidentsKept = INCIDENTS_KEPT,
) {
  return {
    async status(tenantId: number): Promise<PublicStatus> {
      return composeStatus(env, await repo.findSettings(tenantId));
    },
    async recordIncident(
      report: ClientErrorReport,
      who: { tenantId: number | null; userId: number | null; ip: string },
    ): Promise<string> {
      const id = await repo.insertIncident({
        tenant_id: who.tenantId,
        user_id: who.userId,
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        url: report.url,
        user_agent: report.user_agent ?? null,
        ip: who.ip,
      });
      // Usually one row (the oldest) goes; the newest-first index keeps this a short scan.
      await repo.pruneIncidents(incidentsKept);
      return id;
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
