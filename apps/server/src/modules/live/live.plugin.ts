import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveRepository } from './live.repository';
import { createLiveService, type LiveService } from './live.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Live monitor's reads (docs/product/administration.md, "Live"). */
    live: { service: LiveService };
  }
}

/** The Live monitor's store and service, created once (docs/architecture.md, "One composition root"). */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('live', {
      service: createLiveService(createLiveRepository(app.db), app.config.simulation.maxAttempts),
    });
  },
  { name: 'live' },
);
