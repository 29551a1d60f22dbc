import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server, type Namespace, type Socket } from 'socket.io';
import { LIVE_NAMESPACE, SIM_NAMESPACE, SOCKET_MAX_MESSAGE_BYTES, STT_NAMESPACE } from '@wilco/shared';
import type { AuthContext } from './access';

/** Open sockets one account may hold across /stt, /sim and /live (a few tabs, each with a recorder and a call). */
export const SOCKETS_PER_USER = 8;
export const TOO_MANY_SOCKETS = `Too many open connections for this account (at most ${SOCKETS_PER_USER}); close other tabs and try again`;

/** The room of one account's sockets in every namespace, across processes through the adapter. */
export const userRoom = (userId: number) => `user:${userId}`;

/**
 * docs/product/shell-and-accounts.md, "Hardening": the error for a handshake that would exceed
 * SOCKETS_PER_USER, or null. Counts the user's sockets in /stt, /sim and /live on every process (the
 * adapter asks the others, docs/decisions/028-scale-out.md); if another process does not answer,
 * this process's own count decides rather than refusing everyone.
 */
export async function socketCapError(io: Server, userId: number): Promise<Error | null> {
  const count = async (local: boolean) => {
    let open = 0;
    for (const name of [STT_NAMESPACE, SIM_NAMESPACE, LIVE_NAMESPACE]) {
      const scope = local ? io.of(name).local : io.of(name);
      open += (await scope.in(userRoom(userId)).fetchSockets()).length;
    }
    return open;
  };
  const open = await count(false).catch(() => count(true));
  return open >= SOCKETS_PER_USER ? new Error(TOO_MANY_SOCKETS) : null;
}

/**
 * The handshake of /stt, /sim and /live: `auth: { token }` passes exactly the checks of an HTTP
 * route (app.authorizeToken), then `refuse` (a namespace's own rule, such as a role; it answers
 * the reason or null), then the per-account cap; a refusal is a connect_error with the reason.
 * Each socket then joins its account's room.
 */
export function guardNamespace(
  app: FastifyInstance,
  nsp: Namespace,
  refuse: (auth: AuthContext) => string | null = () => null,
) {
  nsp.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('Missing token'));
    app
      .authorizeToken(token)
      .then(async (auth) => {
        const refusal = refuse(auth);
        if (refusal) return next(new Error(refusal));
        socket.data.auth = auth;
        socket.data.userId = auth.userId;
        socket.data.tenantId = auth.tenantId;
        next((await socketCapError(app.io, auth.userId)) ?? undefined);
      })
      .catch((err: Error) => next(new Error(err.message || 'Invalid token')));
  });
  nsp.on('connection', (socket) => void socket.join(userRoom(socket.data.userId as number)));
}

/**
 * The handshake's checks again every SIM_SESSION_CHECK_MS for as long as the socket stays open
 * (docs/product/shell-and-accounts.md, "Hardening"): a revoked session, a disabled account, an
 * ended trial, maintenance or `refuse` (the namespace's own rule) calls `ended` with the reason,
 * then the socket is disconnected. Otherwise the socket's identity takes the account's roles as
 * they are now, so a role taken away stops counting here too, as on the next HTTP request.
 */
export function recheckSession(
  app: FastifyInstance,
  socket: Socket,
  ended: (message: string) => unknown,
  refuse: (auth: AuthContext) => string | null = () => null,
) {
  // The one object the namespace's handlers hold: refreshed in place.
  const auth = socket.data.auth as AuthContext;
  const check = setInterval(() => {
    app
      .authorizeSession(auth)
      .then((now) => {
        const refusal = refuse(now);
        if (refusal) throw new Error(refusal);
        Object.assign(auth, now);
      })
      .catch(async (err: Error) => {
        clearInterval(check);
        await ended(err.message);
        socket.disconnect(true);
      });
  }, app.config.simulation.sessionCheckMs);
  socket.on('disconnect', () => clearInterval(check));
}

/**
 * One Socket.IO server on the HTTP server; the /stt, /sim and /live namespaces attach to `app.io`.
 * Same-origin only unless CORS_ORIGINS is set, like the HTTP routes.
 */
export const socketPlugin = fp(
  async (app: FastifyInstance) => {
    const origins = app.config.corsOrigins;
    const io = new Server(app.server, {
      path: app.config.runtime.socketPath,
      serveClient: false,
      cors: origins.length ? { origin: origins, credentials: true } : undefined,
      // docs/product/shell-and-accounts.md, "Hardening": sized to the largest legal message (from the
      // shared schemas' limits); anything bigger is a misbehaving client and is cut off.
      maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
      // docs/decisions/028-scale-out.md: processes share rooms through Redis. Long-polling would
      // need every request of a session on one process (sticky sessions); WebSocket does not.
      ...(app.redis
        ? {
            adapter: createAdapter(app.redis.adapter, { streamName: app.redis.key('socket.io') }),
            transports: ['websocket' as const],
          }
        : {}),
    });
    // Only /stt, /sim and /live exist; the default namespace has no authentication, so it lets nobody in.
    io.of('/').use((_socket, next) => next(new Error('Unknown namespace: connect to /stt, /sim or /live')));
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
  },
  { name: 'socket', dependencies: ['redis'] },
);
