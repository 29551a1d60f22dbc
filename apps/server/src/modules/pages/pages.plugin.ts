import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPagesService, type PagesService } from './pages.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The learner pages (Home, Courses, Featured Quizzes), each in one call. */
    pages: { service: PagesService };
  }
}

/** The learner pages' service, created once (docs/architecture.md, "One composition root"). */
export const pagesPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createPagesService({
      content: app.content.service,
      contentRepo: app.content.repo,
      attempts: app.attempts.repo,
      settings: app.settingsRepo,
      users: app.users.repo,
    });
    app.decorate('pages', { service });
  },
  { name: 'pages', dependencies: ['content', 'attempts', 'settings', 'users'] },
);
