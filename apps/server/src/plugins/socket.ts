import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { SIM_NAMESPACE, SOCKET_MAX_MESSAGE_BYTES, STT_NAMESPACE } from '@wilco/shared';

/** Open sockets one account may hold across /stt and /sim (a few tabs, each with a recorder and a call). */
export const SOCKETS_PER_USER = 8;
export const TOO_MANY_SOCKETS = `Too many open connections for this account (at most ${SOCKETS_PER_USER}); close other tabs and try again`;

/**
 * docs/product/shell-and-accounts.md, "Hardening": the error for a handshake that would exceed
 * SOCKETS_PER_USER, or null. Counts the sockets of this process whose data.userId is the user's;
 * both namespaces set it in their handshake check before calling this.
 */
export function socketCapError(io: Server, userId: number): Error | null {
  let open = 0;
  for (const name of [STT_NAMESPACE, SIM_NAMESPACE]) {
    for (const socket of io.of(name).sockets.values()) if (socket.data.userId === userId) open++;
  }
  return open >= SOCKETS_PER_USER ? new Error(TOO_MANY_SOCKETS) : null;
}

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
