import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

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
    // Audio chunks are small; anything bigger is a misbehaving client.
    maxHttpBufferSize: 1_000_000,
  });
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
