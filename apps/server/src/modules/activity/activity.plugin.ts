import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createActivityRepository, type ActivityRepository } from './activity.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event log the web app writes to and admins read. */
    activity: { repo: ActivityRepository };
  }
}

/** The event log's store, created once (docs/architecture.md, "One composition root"). */
export const activityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('activity', { repo: createActivityRepository(app.db) });
  },
  { name: 'activity' },
);
