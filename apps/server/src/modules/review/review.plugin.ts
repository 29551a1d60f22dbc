import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReviewClock, type ReviewClock } from './review-clock';
import { createReviewRepository, type ReviewRepository } from './review.repository';
import { createReviewService, type ReviewService } from './review.service';

declare module 'fastify' {
  interface FastifyInstance {
    review: { clock: ReviewClock; repo: ReviewRepository; service: ReviewService };
  }
}

/**
 * The review schedule's clock and store, shared by /qs (which grades), the simulation engine and
 * /api/review, and the learner's review service over them, created once (docs/architecture.md,
 * "One composition root").
 */
export const reviewPlugin = fp(
  async (app: FastifyInstance) => {
    const clock = createReviewClock();
    const repo = createReviewRepository(app.db);
    const service = createReviewService({
      repo,
      content: app.content.service,
      attempts: app.attempts.repo,
      settings: app.settingsRepo,
      playlist: app.playlist.repo,
      clock,
    });
    app.decorate('review', { clock, repo, service });
  },
  { name: 'review', dependencies: ['content', 'attempts', 'settings', 'playlist'] },
);
