import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScoresService, type ScoresService } from './scores.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's progress per course, area and quiz, and week by week. */
    scores: { service: ScoresService };
  }
}

/** The scores service, created once (docs/architecture.md, "One composition root"). */
export const scoresPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('scores', { service: createScoresService(app.content.service, app.content.repo) });
  },
  { name: 'scores', dependencies: ['content'] },
);
