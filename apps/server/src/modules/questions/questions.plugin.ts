import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQuestionsRepository } from './questions.repository';
import { createQuestionsService, type QuestionsService } from './questions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The question bank's writes: /api/question and the older /qs/add_questions. */
    questions: { service: QuestionsService };
  }
}

/** The question bank's service, created once (docs/architecture.md, "One composition root"). */
export const questionsPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createQuestionsRepository(app.db, app.events);
    app.decorate('questions', { service: createQuestionsService(repo, app.content.service) });
  },
  { name: 'questions', dependencies: ['events', 'content'] },
);
