import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheFor } from '../../lib/db-caches';
import type { Catalog } from './content.repository';

/** A tenant's course tree, read on most learner requests and edited now and then (per tenant). */
export const catalogCache = (db: object) => cacheFor<number, Catalog>(db, 'catalog');

/** Course, area and quiz edits (content.changed) forget their tenant's tree at once. */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.events.on('content.changed', ({ tenantId, kind }) => {
      if (kind !== 'question') catalogCache(app.db).delete(tenantId);
    });
  },
  { name: 'catalog-cache', dependencies: ['events'] },
);
