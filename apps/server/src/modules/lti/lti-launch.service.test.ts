import { describe, expect, it } from 'vitest';
import type { LtiPlatformInput } from '@wilco/shared';
import { createLtiLaunchService } from './lti-launch.service';
import type { LtiRepository, PlatformRow } from './lti.repository';

const registration = {
  name: 'School LMS',
  issuer: 'https://lms.test',
  client_id: 'wilco',
} as LtiPlatformInput;

/** A repository holding platforms in memory: only what listing and syncing use. */
function memoryRepo(defaultTenant: number | null) {
  const rows: PlatformRow[] = [];
  const repo = {
    defaultTenantId: async () => defaultTenant,
    findPlatform: async (issuer: string, clientId: string | null) =>
      rows.filter((r) => r.issuer === issuer && r.client_id === clientId),
    insertPlatform: async (tenantId: number, p: LtiPlatformInput) => {
      rows.push({ ...p, tenant_id: tenantId, platform_id: rows.length + 1 } as unknown as PlatformRow);
    },
    updatePlatform: async () => undefined,
    listPlatforms: async (tenantId: number) => rows.filter((r) => r.tenant_id === tenantId),
  };
  return { rows, repo: repo as unknown as LtiRepository };
}

describe('LTI platforms for admins', () => {
  it("shows LTI_PLATFORMS to the default tenant's admins before anyone has launched, once", async () => {
    const { rows, repo } = memoryRepo(1);
    const service = createLtiLaunchService({ repo, envPlatforms: [registration] });
    expect((await service.platforms(1)).map((p) => p.issuer)).toEqual(['https://lms.test']);
    expect(await service.platforms(1)).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });

  it("does not show them to another tenant's admins", async () => {
    const { repo } = memoryRepo(1);
    const service = createLtiLaunchService({ repo, envPlatforms: [registration] });
    expect(await service.platforms(2)).toEqual([]);
  });
});
