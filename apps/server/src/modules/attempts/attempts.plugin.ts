import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAttemptsRepository, type AttemptsRepository } from './attempts.repository';
import { createAttemptsService, type AttemptsService } from './attempts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quiz attempts: the /api/attempt routes and spaced review read and write them through these. */
    attempts: { repo: AttemptsRepository; service: AttemptsService };
  }
}

/** Quiz attempts' store and service, created once (docs/architecture.md, "One composition root"). */
export const attemptsPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createAttemptsRepository(app.db, app.events);
    const service = createAttemptsService({
      repo,
      content: app.content.service,
      contentRepo: app.content.repo,
    });
    app.decorate('attempts', { repo, service });
  },
  { name: 'attempts', dependencies: ['events', 'content'] },
);
