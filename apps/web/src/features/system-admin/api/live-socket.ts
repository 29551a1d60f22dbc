import {
  LIVE_EVENTS,
  LIVE_NAMESPACE,
  LiveWatchAckSchema,
  type LiveRef,
  type LiveServerToClient,
  type LiveWatchAck,
} from '@wilco/shared';
import { io } from 'socket.io-client';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { getTokens } from '../../../lib/auth/token-store';

type ReservedEvents = {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};
export type LiveSocketEvents = LiveServerToClient & ReservedEvents;

/** What the Live tab needs of its socket (docs/product/administration.md, "Live"). */
export type LiveSocket = {
  on: <E extends keyof LiveSocketEvents>(event: E, listener: LiveSocketEvents[E]) => unknown;
  /** Opens one session's transcript; the answer carries it so far, then `live_transcript` follows. */
  watch: (ref: LiveRef) => Promise<LiveWatchAck>;
  unwatch: (ref: LiveRef) => void;
  /** A new connection, which brings a fresh snapshot. */
  reconnect: () => void;
  close: () => void;
};

const WATCH_TIMEOUT_MS = 10_000;

/** The /live namespace, authenticated like /sim; it reconnects by itself and each connection sends a snapshot. */
export function createLiveSocket(): LiveSocket {
  const { socketUrl, socketPath } = getRuntimeConfig();
  const socket = io(`${socketUrl.replace(/\/+$/, '')}${LIVE_NAMESPACE}`, {
    path: socketPath,
    auth: (send) => send({ token: getTokens().idToken }),
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  return {
    on: (event, listener) => socket.on(event as string, listener as (...args: unknown[]) => void),
    watch: async (ref) => {
      try {
        const answer: unknown = await socket.timeout(WATCH_TIMEOUT_MS).emitWithAck(LIVE_EVENTS.watch, ref);
        return LiveWatchAckSchema.parse(answer);
      } catch {
        return { ok: false, message: 'The transcript did not arrive; try again' };
      }
    },
    unwatch: (ref) => void socket.emit(LIVE_EVENTS.unwatch, ref),
    reconnect: () => {
      socket.disconnect();
      socket.connect();
    },
    close: () => {
      socket.off();
      socket.disconnect();
    },
  };
}
