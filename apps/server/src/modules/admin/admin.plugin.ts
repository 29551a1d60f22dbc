import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminRepository, type AdminRepository } from './admin.repository';
import { createAdminService, type AdminService } from './admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A tenant's admins over its users: the admin lists and the two-factor requirement. */
    admin: { repo: AdminRepository; service: AdminService };
  }
}

/** The admin store and service, created once (docs/architecture.md, "One composition root"). */
export const adminPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createAdminRepository(app.db, app.events);
    app.decorate('admin', { repo, service: createAdminService(repo) });
  },
  { name: 'admin', dependencies: ['events'] },
);
