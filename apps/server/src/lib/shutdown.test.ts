import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { handleShutdown, type ShutdownHost } from './shutdown';

/** A stand-in process and app: which reasons close the app, in what order, with what exit code. */
function harness(closeFails = false) {
  const events: string[] = [];
  const emitter = new EventEmitter();
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const host = Object.assign(emitter, { exit: (code: number) => exited(code) }) as unknown as ShutdownHost;
  const app = {
    log: pino({ level: 'silent' }),
    close: async () => {
      events.push('closed');
      if (closeFails) throw new Error('database would not close');
    },
  };
  handleShutdown(app, { timeoutMs: 5_000, host });
  return { emitter, events, exit };
}

describe('shutdown paths (docs/decisions/029-acknowledged-writes.md)', () => {
  it.each(['SIGTERM', 'SIGINT'])(
    '%s closes the app (and its database) once, then exits 0',
    async (signal) => {
      const h = harness();
      h.emitter.emit(signal, signal);
      h.emitter.emit(signal, signal);
      expect(await h.exit).toBe(0);
      expect(h.events).toEqual(['closed']);
    },
  );

  it.each(['uncaughtException', 'unhandledRejection'])(
    'an %s closes the app too, then exits 1',
    async (kind) => {
      const h = harness();
      h.emitter.emit(kind, new Error('boom'));
      expect(await h.exit).toBe(1);
      expect(h.events).toEqual(['closed']);
    },
  );

  it('exits 1 when closing fails', async () => {
    const h = harness(true);
    h.emitter.emit('SIGTERM', 'SIGTERM');
    expect(await h.exit).toBe(1);
  });
});
