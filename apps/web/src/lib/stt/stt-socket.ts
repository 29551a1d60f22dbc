import { STT_NAMESPACE, type SttClientToServer, type SttServerToClient } from '@wilco/shared';
import { io } from 'socket.io-client';
import { getRuntimeConfig } from '../../config/runtime-config';
import { getTokens } from '../auth/token-store';

/** The socket.io events the client reserves, beside the contract's own. */
type ReservedEvents = {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};
export type SttSocketEvents = SttServerToClient & ReservedEvents;

/** The part of a socket.io client socket the speech client uses; tests pass a fake. */
export type SttSocket = {
  readonly connected: boolean;
  /** False once socket.io gave up (e.g. the server refused the connection in middleware). */
  readonly active: boolean;
  on: <E extends keyof SttSocketEvents>(event: E, listener: SttSocketEvents[E]) => unknown;
  emit: <E extends keyof SttClientToServer>(event: E, ...args: Parameters<SttClientToServer[E]>) => unknown;
  /** Without arguments: drops every listener, so a discarded socket cannot touch the store. */
  off: () => unknown;
  connect: () => unknown;
  disconnect: () => unknown;
};

/**
 * The /stt namespace on the runtime config's socket URL and path (same origin by default). The
 * token is read on every attempt, so a reconnection after a session refresh uses the new one.
 */
export function createBrowserSttSocket(): SttSocket {
  const { socketUrl, socketPath } = getRuntimeConfig();
  const socket = io(`${socketUrl.replace(/\/+$/, '')}${STT_NAMESPACE}`, {
    path: socketPath,
    auth: (send) => send({ token: getTokens().idToken }),
    autoConnect: false,
    // A WebSocket at once (audio is binary); long polling only where WebSockets are blocked.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionAttempts: 3,
  });
  // socket.io's overloaded generic signatures do not unify with the narrow type above.
  return socket as unknown as SttSocket;
}
