import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTenantAdminRepository } from './tenant-admin.repository';
import { createTenantsService, type TenantsService } from './tenants.service';
import { createUserAdminService, type UserAdminService } from './user-admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenants and their users, for the admins of a tenant and its children. */
    tenantAdmin: { tenants: TenantsService; users: UserAdminService };
  }
}

/** Tenant administration's store and services, created once (docs/architecture.md, "One composition root"). */
export const tenantAdminPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createTenantAdminRepository(app.db, app.events);
    const tenants = createTenantsService(repo);
    app.decorate('tenantAdmin', { tenants, users: createUserAdminService(repo, tenants) });
  },
  { name: 'tenant-admin', dependencies: ['events'] },
);
