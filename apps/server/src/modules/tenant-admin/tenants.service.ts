import type { Tenant, TenantBodySchema } from '@wilco/shared/admin/tenant-admin.schemas';
import type { z } from 'zod';
import { conflict, conflictOnDuplicate, notFound } from '../../lib/http-errors';
import type { TenantAdminRepository, TenantRow, TenantValues } from './tenant-admin.repository';

type TenantInput = z.output<typeof TenantBodySchema>;

export function toTenant(t: TenantRow): Tenant {
  return {
    tenant_id: t.tenant_id,
    tenant_short_code: t.tenant_short_code,
    display_name: t.display_name,
    state_or_region: t.state_or_region,
    county_or_township: t.county_or_township,
    zip_code: t.zip_code,
    country_code_iso: t.country_code_iso,
    parent_tenant_id: t.parent_tenant_id,
    date_created: t.date_created.toISOString(),
  };
}

const values = (body: TenantInput): TenantValues => ({
  tenant_short_code: body.tenant_short_code,
  display_name: body.display_name,
  state_or_region: body.state_or_region ?? null,
  county_or_township: body.county_or_township ?? null,
  zip_code: body.zip_code ?? null,
  country_code_iso: body.country_code_iso ?? null,
});

const TAKEN = 'This short code is already used by another tenant';

/**
 * An admin manages its own tenant and the tenants it created (docs/product/administration.md,
 * "Tenants"); any other tenant id is not found, so ids of other organisations leak nothing.
 */
export function createTenantsService(repo: TenantAdminRepository) {
  return {
    list: async (tenantId: number) => (await repo.managedTenants(tenantId)).map(toTenant),

    /** The tenant ids an admin of `tenantId` may act in. */
    managedIds: async (tenantId: number) => (await repo.managedTenants(tenantId)).map((t) => t.tenant_id),

    async create(tenantId: number, body: TenantInput): Promise<Tenant> {
      if (await repo.shortCodeTaken(body.tenant_short_code)) throw conflict(TAKEN);
      try {
        return toTenant(await repo.createTenant(tenantId, values(body)));
      } catch (err) {
        // Two admins racing for the same code: the unique index decides, the loser hears why.
        if (await repo.shortCodeTaken(body.tenant_short_code)) throw conflict(TAKEN);
        throw err;
      }
    },

    async update(tenantId: number, id: number, body: TenantInput): Promise<Tenant> {
      const managed = await repo.managedTenants(tenantId);
      if (!managed.some((t) => t.tenant_id === id)) throw notFound('Tenant not found');
      if (await repo.shortCodeTaken(body.tenant_short_code, id)) throw conflict(TAKEN);
      const row = await conflictOnDuplicate(repo.updateTenant(id, values(body)), TAKEN);
      if (!row) throw notFound('Tenant not found');
      return toTenant(row);
    },
  };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
