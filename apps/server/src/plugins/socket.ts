import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { SOCKET_MAX_MESSAGE_BYTES } from '@wilco/shared';

/**
 * One Socket.IO server on the HTTP server; the /stt and /sim namespaces attach to `app.io`.
 * Same-origin only unless CORS_ORIGINS is set, like the HTTP routes.
 */
export const socketPlugin = fp(async (app: FastifyInstance) => {
  const origins = app.config.corsOrigins;
  const io = new Server(app.server, {
    path: app.config.runtime.socketPath,
    serveClient: false,
    cors: origins.length ? { origin: origins, credentials: true } : undefined,
    // docs/product/shell-and-accounts.md, "Hardening": sized to the largest legal message (from the
    // shared schemas' limits); anything bigger is a misbehaving client and is cut off.
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
  });
  // Only /stt and /sim exist; the default namespace has no authentication, so it lets nobody in.
  io.of('/').use((_socket, next) => next(new Error('Unknown namespace: connect to /stt or /sim')));
  app.decorate('io', io);
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // io.close() also closes the HTTP server, which Fastify has already closed.
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  });
});
