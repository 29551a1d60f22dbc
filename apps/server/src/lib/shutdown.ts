import type { FastifyBaseLogger } from 'fastify';

type Closable = { close(): Promise<unknown>; log: FastifyBaseLogger };
type Reason = NodeJS.Signals | 'uncaughtException' | 'unhandledRejection';
/** The part of `process` shutdown needs (a stand-in in tests). */
export type ShutdownHost = Pick<NodeJS.Process, 'once' | 'on'> & { exit(code: number): void };

/**
 * SIGTERM/SIGINT: stop accepting (Fastify answers 503 to new requests while closing), let
 * in-flight requests finish, close sockets and the database, flush logs, exit 0. An uncaught
 * exception or an unhandled rejection takes the same path and exits 1, so the database is
 * closed cleanly (PGlite checkpoints on close) instead of being left to crash recovery
 * (docs/decisions/029-acknowledged-writes.md). A stuck request cannot hold the process past
 * `timeoutMs`.
 */
export function handleShutdown(app: Closable, options: { timeoutMs: number; host?: ShutdownHost }) {
  const host = options.host ?? process;
  let closing = false;
  const shutdown = async (reason: Reason, failed: boolean) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      host.exit(1);
    }, options.timeoutMs);
    timer.unref();
    let code = failed ? 1 : 0;
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      code = 1;
    }
    clearTimeout(timer);
    app.log.info('stopped');
    (app.log as { flush?: () => void }).flush?.();
    host.exit(code);
  };
  host.once('SIGTERM', (signal: NodeJS.Signals) => void shutdown(signal, false));
  host.once('SIGINT', (signal: NodeJS.Signals) => void shutdown(signal, false));
  for (const kind of ['uncaughtException', 'unhandledRejection'] as const) {
    host.on(kind, (err: unknown) => {
      app.log.fatal({ err }, kind);
      void shutdown(kind, true);
    });
  }
}
