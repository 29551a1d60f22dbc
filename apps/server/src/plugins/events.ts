import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus } from '../lib/events/event-bus';
import { relayEvents, type RelayTransport } from '../lib/events/event-relay';
import { DOMAIN_EVENT_NAMES, type DomainEventBus, type DomainEvents } from '../lib/events/domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one domain event bus (docs/architecture.md, "Domain events"). */
    events: DomainEventBus;
  }
}

/** PostgreSQL channel names are identifiers: the key prefix's other characters become `_`. */
const pgChannel = (prefix: string) => `${prefix.replace(/[^A-Za-z0-9_]/g, '_')}events`.toLowerCase();

/**
 * Between processes (docs/decisions/028-scale-out.md): Redis pub/sub with REDIS_URL, else
 * PostgreSQL's LISTEN/NOTIFY when the database is shared, else nothing (PGlite has one process).
 */
function transportOf(app: FastifyInstance): RelayTransport | null {
  const { redis } = app;
  if (redis) {
    const channel = redis.key('events');
    return {
      publish: (message) => redis.command.publish(channel, message),
      async subscribe(onMessage) {
        const listener = (from: string, message: string) => from === channel && onMessage(message);
        redis.subscriber.on('message', listener);
        await redis.subscriber.subscribe(channel);
        return async () => {
          redis.subscriber.off('message', listener);
          await redis.subscriber.unsubscribe(channel).catch(() => undefined);
        };
      },
    };
  }
  const notifications = app.database.notifications;
  if (!notifications) return null;
  const channel = pgChannel(app.config.redis?.keyPrefix ?? 'wilco_');
  return {
    publish: (message) => notifications.notify(channel, message),
    subscribe: (onMessage) => notifications.listen(channel, onMessage),
  };
}

/** Creates the bus once per app; repositories publish on it, caches subscribe to it. */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const local = createEventBus<DomainEvents>({
      onError: (err, event) => app.log.error({ err, event }, 'An event subscriber failed'),
    });
    const transport = transportOf(app);
    if (!transport) {
      app.decorate('events', local);
      return;
    }
    const relay = await relayEvents(local, transport, {
      names: DOMAIN_EVENT_NAMES,
      onError: (err) => app.log.warn({ err }, 'relaying a domain event between processes failed'),
    });
    app.decorate('events', relay.bus);
    app.addHook('onClose', async () => relay.stop());
  },
  { name: 'events', dependencies: ['redis'] },
);
