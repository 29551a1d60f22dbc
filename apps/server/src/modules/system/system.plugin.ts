import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSystemRepository, type SystemRepository } from './system.repository';
import { createSystemService, type SystemService } from './system.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Health, maintenance state and incidents: the access checks and the system routes read them. */
    system: { repo: SystemRepository; service: SystemService };
  }
}

/** The system store and service, created once (docs/architecture.md, "One composition root"). */
export const systemPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createSystemRepository(app.db, app.settingsRepo);
    app.decorate('system', { repo, service: createSystemService(repo, app.config.maintenance) });
  },
  { name: 'system', dependencies: ['settings'] },
);
