import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import {
  LIVE_EVENTS,
  LIVE_NAMESPACE,
  LiveRefSchema,
  type LiveClientToServer,
  type LiveRef,
  type LiveServerToClient,
  type LiveWatchAck,
} from '@wilco/shared';
import type { EventOrigin } from '../../lib/events/event-bus';
import { isAdmin, type AuthContext } from '../../plugins/access';
import { guardNamespace, recheckSession } from '../../plugins/socket';
import type { LiveChange } from './live.service';

type LiveSocket = Socket<LiveClientToServer, LiveServerToClient>;

export const ADMINS_ONLY = 'Only admins can watch live sessions';
const NOT_FOUND = 'No such session in your tenant';

/** The room of a tenant's admins on the Live tab, over every process through the adapter. */
export const liveTenantRoom = (tenantId: number) => `live:tenant:${tenantId}`;
/** The room of the admins reading one session's transcript; the tenant is part of the name. */
export const liveWatchRoom = (tenantId: number, ref: LiveRef) =>
  `live:tenant:${tenantId}:${ref.kind}:${ref.id}`;

/**
 * The Live monitor (docs/product/administration.md, "Live"; docs/decisions/031-live-monitor.md).
 * Admins only, checked at the handshake and again every SIM_SESSION_CHECK_MS; each sees its own
 * tenant. On connecting, the snapshot is read from the database, so it is the same whichever
 * process answers. The process that stores a turn sends the change to the tenant's room and to
 * the session's watch room through the Socket.IO adapter, which reaches every process. Nothing
 * here writes: an admin can only read.
 */
export const liveSocket = fp(
  async (app: FastifyInstance) => {
    const nsp = app.io.of(LIVE_NAMESPACE);
    const { service } = app.live;

    const adminsOnly = (auth: AuthContext) => (isAdmin(auth) ? null : ADMINS_ONLY);
    guardNamespace(app, nsp, adminsOnly);

    /**
     * Without the adapter this process holds every socket, so a change nobody watches costs
     * nothing. With it, the watchers may be on another process: the change always goes out.
     */
    const watched = (tenantId: number) =>
      Boolean(app.redis) || nsp.adapter.rooms.has(liveTenantRoom(tenantId));

    function send(tenantId: number, change: LiveChange | null) {
      if (!change) return;
      const room = nsp.to(liveTenantRoom(tenantId));
      if (change.session) room.emit(LIVE_EVENTS.update, change.session);
      else room.emit(LIVE_EVENTS.end, change.ref);
      if (change.sections.length)
        nsp
          .to(liveWatchRoom(tenantId, change.ref))
          .emit(LIVE_EVENTS.transcript, { ...change.ref, sections: change.sections });
    }

    /**
     * A learner's changes go out in the order they were stored: each waits for the one before,
     * so a late read of a turn can never follow the attempt's end. Another process's event was
     * sent on by that process already.
     */
    const queues = new Map<number, Promise<void>>();
    function publish(
      origin: EventOrigin,
      { tenantId, userId }: { tenantId: number; userId: number },
      read: () => Promise<LiveChange | null>,
    ) {
      if (origin !== 'here' || !watched(tenantId)) return;
      const run = (queues.get(userId) ?? Promise.resolve())
        .then(read)
        .then((change) => send(tenantId, change))
        .catch((err: Error) => app.log.warn({ err: err.message, userId }, 'live monitor update failed'));
      queues.set(userId, run);
      void run.then(() => queues.get(userId) === run && queues.delete(userId));
    }

    const attempt = (p: { tenantId: number; userId: number; quizAttemptId: number }, origin: EventOrigin) =>
      publish(origin, p, () => service.attemptChanged(p.tenantId, p.quizAttemptId));
    app.events.on('attempt.started', attempt);
    app.events.on('attempt.completed', attempt);
    // Gone: the monitor reads no row and drops the session.
    app.events.on('attempt.discarded', attempt);
    app.events.on('attempt.progressed', (p, origin) =>
      publish(origin, p, () => service.attemptProgressed(p.tenantId, p.questionAttemptId)),
    );
    app.events.on('simulation.progressed', (p, origin) =>
      publish(origin, p, () => service.simChanged(p.tenantId, p.simId)),
    );

    nsp.on('connection', (socket: LiveSocket) => {
      const auth = socket.data.auth as AuthContext;
      const { tenantId } = auth;
      const log = app.log.child({ live: socket.id, userId: auth.userId });
      const fail = (message: string) => socket.emit(LIVE_EVENTS.error, { message });
      let watching: string | null = null;

      // Joined before the read: a change stored meanwhile arrives too, and the client keeps the newer.
      void socket.join(liveTenantRoom(tenantId));
      service
        .snapshot(tenantId)
        .then((sessions) => socket.emit(LIVE_EVENTS.snapshot, { sessions }))
        .catch((err: Error) => {
          log.warn({ err: err.message }, 'live snapshot failed');
          fail('The live sessions could not be read; reconnect to try again');
        });

      socket.on(LIVE_EVENTS.watch, (payload: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return fail('live_watch needs an acknowledgement callback');
        const answer = ack as (a: LiveWatchAck) => void;
        const parsed = LiveRefSchema.safeParse(payload);
        if (!parsed.success)
          return answer({
            ok: false,
            message: `Invalid live_watch: ${parsed.error.issues[0]?.message ?? 'bad payload'}`,
          });
        const ref = parsed.data;
        const room = liveWatchRoom(tenantId, ref);
        // One transcript at a time: the previous one stops streaming.
        if (watching && watching !== room) void socket.leave(watching);
        watching = room;
        // Joined before the read, like the snapshot.
        void socket.join(room);
        service
          .transcript(tenantId, ref)
          .then((transcript) => {
            if (transcript) return answer({ ok: true, transcript });
            void socket.leave(room);
            if (watching === room) watching = null;
            answer({ ok: false, message: NOT_FOUND });
          })
          .catch((err: Error) => {
            log.warn({ err: err.message }, 'live transcript failed');
            answer({ ok: false, message: 'The transcript could not be read' });
          });
      });

      socket.on(LIVE_EVENTS.unwatch, (payload: unknown) => {
        const parsed = LiveRefSchema.safeParse(payload);
        if (!parsed.success)
          return fail(`Invalid live_unwatch: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
        const room = liveWatchRoom(tenantId, parsed.data);
        void socket.leave(room);
        if (watching === room) watching = null;
      });

      // A revoked session, a disabled account or a lost Admin role ends the watching.
      recheckSession(app, socket, fail, adminsOnly);
    });
  },
  { name: 'live-socket', dependencies: ['socket', 'access', 'events', 'live'] },
);
