import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache } from '../../lib/ttl-cache';
import { createSettingsRepository, type SettingsRepository, type SettingsRow } from './settings.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenants' settings, read by the access check on every request: one repository, one cache. */
    settingsRepo: SettingsRepository;
  }
}

export const settingsPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createTtlCache<number, SettingsRow | null>(app.config.cacheTtlMs);
    // Deleting a course clears a primary course that pointed at it (course-admin.repository.ts).
    app.events.on('content.changed', ({ tenantId, kind }) => {
      if (kind === 'course') cache.delete(tenantId);
    });
    // A save in any process (the event is relayed) forgets the tenant here.
    app.events.on('settings.changed', ({ tenantId }) => cache.delete(tenantId));
    app.decorate('settingsRepo', createSettingsRepository(app.db, app.events, cache));
  },
  { name: 'settings', dependencies: ['events'] },
);
