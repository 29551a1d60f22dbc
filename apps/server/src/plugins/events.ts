import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus } from '../lib/events/event-bus';
import type { DomainEventBus, DomainEvents } from '../lib/events/domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one domain event bus (docs/architecture.md, "Domain events"). */
    events: DomainEventBus;
  }
}

/** Creates the bus once per app; repositories publish on it, caches subscribe to it. */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'events',
      createEventBus<DomainEvents>({
        onError: (err, event) => app.log.error({ err, event }, 'An event subscriber failed'),
      }),
    );
  },
  { name: 'events' },
);
