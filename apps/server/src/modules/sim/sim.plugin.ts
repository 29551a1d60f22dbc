import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSimRepository } from './sim.repository';
import { createSimService, type SimService } from './sim.service';

declare module 'fastify' {
  interface FastifyInstance {
    simService: SimService;
  }
}

/** The simulation service, created once for the /sim socket and the /api/simulation routes. */
export const simServicePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'simService',
      createSimService(
        createSimRepository(app.db, app.events),
        app.playlist.service,
        app.config.simulation,
        app.log,
        // docs/product/spaced-review.md, "Scenario turns": judged turns move the learner's cards.
        (turn) => app.review.repo.recordTurn(turn, new Date(app.review.clock.now())),
      ),
    );
    // docs/product/simulations.md, "Calls lost with their server".
    const { heartbeatMs } = app.config.simulation;
    const beat = setInterval(() => {
      app.simService
        .heartbeat(4 * heartbeatMs)
        .then(({ abandoned }) => {
          if (abandoned) app.log.warn({ abandoned }, 'ended simulations lost with their server');
        })
        .catch((err: Error) => app.log.warn({ err: err.message }, 'simulation heartbeat failed'));
    }, heartbeatMs);
    beat.unref();
    app.addHook('onClose', async () => clearInterval(beat));
  },
  { name: 'sim-service', dependencies: ['playlist', 'review'] },
);
