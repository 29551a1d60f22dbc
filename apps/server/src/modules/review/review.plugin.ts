import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReviewClock, type ReviewClock } from './review-clock';
import { createReviewRepository, type ReviewRepository } from './review.repository';

declare module 'fastify' {
  interface FastifyInstance {
    review: { clock: ReviewClock; repo: ReviewRepository };
  }
}

/** The review schedule's clock and store, shared by /qs (which grades) and /api/review. */
export const reviewPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('review', { clock: createReviewClock(), repo: createReviewRepository(app.db) });
  },
  { name: 'review' },
);
