import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While shutting down, answers still in flight carry `Connection: close`, so keep-alive
 * clients (browsers, proxies) drop the socket and the server can finish closing instead of
 * waiting out the keep-alive timeout.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
});
