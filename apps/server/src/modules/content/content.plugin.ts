import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache } from '../../lib/ttl-cache';
import { createContentRepository, type Catalog, type ContentRepository } from './content.repository';
import { createContentService } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courses, areas, quizzes and questions as learners reach them, built once for every module. */
    content: { repo: ContentRepository; service: ReturnType<typeof createContentService> };
  }
}

/**
 * A tenant's course tree is read on most learner requests and edited now and then, so it is
 * cached per tenant; course, area and quiz edits (content.changed) forget their tenant's tree at
 * once (docs/architecture.md, "Domain events").
 */
export const contentPlugin = fp(
  async (app: FastifyInstance) => {
    const catalogs = createTtlCache<number, Catalog>(app.config.cacheTtlMs);
    app.events.on('content.changed', ({ tenantId, kind }) => {
      if (kind !== 'question') catalogs.delete(tenantId);
    });
    const repo = createContentRepository(app.db, catalogs);
    app.decorate('content', { repo, service: createContentService(repo) });
  },
  { name: 'content', dependencies: ['events'] },
);
