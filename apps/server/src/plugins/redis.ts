import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config/app-config';

/** The Redis connections of one process (docs/decisions/028-scale-out.md). */
export type RedisClients = {
  /** Commands: rate limits, the sign-in throttle, publishing events. */
  command: Redis;
  /** A connection in subscriber mode takes no other command, so it has its own. */
  subscriber: Redis;
  /** The Socket.IO adapter blocks on its stream reads: its own connection too. */
  adapter: Redis;
  /** A key or channel name under REDIS_KEY_PREFIX. */
  key(name: string): string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when REDIS_URL is unset: this process keeps its state to itself, as before. */
    redis: RedisClients | null;
  }
}

/** How long start-up waits for Redis before going on (ioredis keeps reconnecting). */
const READY_WAIT_MS = 5000;

function connect(config: RedisConfig, name: string, app: FastifyInstance): Redis {
  const client = new Redis(config.url, {
    connectionName: `wilco-${name}`,
    // A command fails after a few reconnection attempts instead of hanging a request.
    maxRetriesPerRequest: 3,
  });
  let reported = false;
  client.on('error', (err: Error) => {
    // ioredis retries by itself; one line per outage is enough.
    if (!reported) app.log.error({ err: err.message, redis: name }, 'Redis connection failed; retrying');
    reported = true;
  });
  client.on('ready', () => {
    if (reported) app.log.info({ redis: name }, 'Redis connection back');
    reported = false;
  });
  return client;
}

function ready(client: Redis): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), READY_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Opens the Redis connections when REDIS_URL is set. A Redis that is down at start-up is
 * reported and retried; the app starts anyway (the rate limits let requests through meanwhile).
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.redis;
    if (!config) {
      app.decorate('redis', null);
      return;
    }
    const clients: RedisClients = {
      command: connect(config, 'command', app),
      subscriber: connect(config, 'subscriber', app),
      adapter: connect(config, 'adapter', app),
      key: (name) => `${config.keyPrefix}${name}`,
    };
    app.decorate('redis', clients);
    const up = await Promise.all([clients.command, clients.subscriber, clients.adapter].map(ready));
    if (up.includes(false))
      app.log.error('Redis is not reachable yet; processes do not share state until it is');
    app.addHook('onClose', async () => {
      await Promise.all(
        [clients.adapter, clients.subscriber, clients.command].map((c) =>
          c.quit().catch(() => c.disconnect()),
        ),
      );
    });
  },
  { name: 'redis' },
);
