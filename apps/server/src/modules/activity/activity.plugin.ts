import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createActivityRepository, type ActivityRepository } from './activity.repository';
import { createActivityService, type ActivityService } from './activity.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event log the web app writes to and admins read. */
    activity: { repo: ActivityRepository; service: ActivityService };
  }
}

/** The event log's store and rules, created once (docs/architecture.md, "One composition root"). */
export const activityPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createActivityRepository(app.db);
    const content = app.content.repo;
    const service = createActivityService(repo, {
      catalog: (tenantId) => content.catalog(tenantId),
      isQuestionOf: async (tenantId, questionId) =>
        (await content.questions(tenantId, [questionId])).length > 0,
    });
    app.decorate('activity', { repo, service });
  },
  { name: 'activity', dependencies: ['content'] },
);
