import WebSocket from 'ws';
import { SttStartupError } from '../types';

const CONNECT_TIMEOUT_MS = 10_000;

export type MessageHandler = (msg: Record<string, unknown> | null) => void;

/**
 * Opens a provider's WebSocket; every way it can fail becomes a startup error the learner
 * can read (a wrong key is the usual one), never an exception that reaches the socket.
 * `onMessage` is attached before the handshake completes: providers greet at once (Begin),
 * and a greeting in the handshake's packet would otherwise be lost.
 */
export function openSocket(
  url: string,
  headers: Record<string, string>,
  provider: string,
  onMessage: MessageHandler,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, handshakeTimeout: CONNECT_TIMEOUT_MS });
    ws.on('message', (data, isBinary) => onMessage(parseMessage(data, isBinary)));
    ws.once('open', () => {
      ws.removeAllListeners('error');
      ws.on('error', () => undefined); // reported through 'close' by each adapter
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => {
      const status = res.statusCode ?? 0;
      ws.terminate();
      reject(
        new SttStartupError(
          status === 401 || status === 403
            ? `${provider} rejected the API key (HTTP ${status}).`
            : `${provider} refused the connection (HTTP ${status}).`,
        ),
      );
    });
    ws.once('error', (err) => reject(new SttStartupError(`${provider} is unreachable: ${err.message}`)));
  });
}

/** Parses a text frame as JSON; binary or malformed frames give null. */
export function parseMessage(data: WebSocket.RawData, isBinary: boolean): Record<string, unknown> | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(data.toString());
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Resolves when signalled or after `ms`; true when signalled. Finalize waits on one. */
export function createSignal() {
  let wake: ((v: boolean) => void) | null = null;
  return {
    wait(ms: number): Promise<boolean> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          wake = null;
          resolve(false);
        }, ms);
        wake = (v) => {
          clearTimeout(timer);
          wake = null;
          resolve(v);
        };
      });
    },
    signal() {
      wake?.(true);
    },
  };
}

export const pcmBuffer = (pcm: Int16Array) => Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);

/** A promise with its settle functions, for a handshake answered by a later message. */
export function deferred() {
  let resolve = () => {};
  let reject: (err: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Settled by the handshake or by a close; a rejection nobody awaits is not an error.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
