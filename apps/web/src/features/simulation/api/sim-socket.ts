import { SIM_NAMESPACE, type SimClientToServer, type SimServerToClient } from '@wilco/shared';
import { io } from 'socket.io-client';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { getTokens } from '../../../lib/auth/token-store';

type ReservedEvents = {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};
export type SimSocketEvents = SimServerToClient & ReservedEvents;

/** The part of a socket.io client the simulation uses. */
export type SimSocket = {
  readonly connected: boolean;
  on: <E extends keyof SimSocketEvents>(event: E, listener: SimSocketEvents[E]) => unknown;
  emit: <E extends keyof SimClientToServer>(event: E, ...args: Parameters<SimClientToServer[E]>) => unknown;
  off: () => unknown;
  connect: () => unknown;
  disconnect: () => unknown;
};

/** The /sim namespace (docs/decisions/015-sim-socket.md), authenticated like /stt. */
export function createSimSocket(): SimSocket {
  const { socketUrl, socketPath } = getRuntimeConfig();
  const socket = io(`${socketUrl.replace(/\/+$/, '')}${SIM_NAMESPACE}`, {
    path: socketPath,
    auth: (send) => send({ token: getTokens().idToken }),
    autoConnect: false,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // No silent reconnection: the controller rejoins a dropped call on a new socket itself
    // (docs/product/simulations.md, "Reconnecting"), or resets.
    reconnection: false,
  });
  return socket as unknown as SimSocket;
}
