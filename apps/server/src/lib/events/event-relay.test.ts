import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client';
import { createTestDatabase } from '../../test/databases';
import { createEventBus } from './event-bus';
import { relayEvents, type RelayTransport } from './event-relay';

type Events = {
  'thing.changed': { id: number };
  'thing.removed': { id: number };
  /** Not in NAMES: it concerns the process it happens in only. */
  'thing.touched': { id: number };
};
const NAMES = ['thing.changed', 'thing.removed'] as const;

/** One channel in memory, delivering every message to every subscriber (the sender included), as Redis does. */
function memoryChannel() {
  const listeners = new Set<(message: string) => void>();
  const transport: RelayTransport = {
    publish: async (message) => {
      for (const listener of [...listeners]) listener(message);
    },
    subscribe: async (onMessage) => {
      listeners.add(onMessage);
      return async () => void listeners.delete(onMessage);
    },
  };
  return { transport, listeners };
}

async function processOn(transport: RelayTransport, onError = vi.fn()) {
  const local = createEventBus<Events>({ onError });
  const relay = await relayEvents(local, transport, { names: NAMES, onError });
  const seen: string[] = [];
  const origins: string[] = [];
  relay.bus.on('thing.changed', ({ id }, origin) => {
    seen.push(`changed ${id}`);
    origins.push(origin);
  });
  relay.bus.on('thing.removed', ({ id }) => seen.push(`removed ${id}`));
  relay.bus.on('thing.touched', ({ id }) => seen.push(`touched ${id}`));
  return { relay, seen, origins, onError };
}

describe('the domain event relay', () => {
  it('hands an event to local subscribers before emit returns and to the other processes once', async () => {
    const { transport } = memoryChannel();
    const a = await processOn(transport);
    const b = await processOn(transport);
    a.relay.bus.emit('thing.changed', { id: 1 });
    // Local subscribers ran synchronously; the message to B was published in the same turn.
    expect(a.seen).toEqual(['changed 1']);
    await Promise.resolve();
    expect(b.seen).toEqual(['changed 1']);
    // B does not send A's event on again, and A skips its own message.
    expect(a.seen).toEqual(['changed 1']);
    // Each side knows where it happened (the Live monitor acts only where it did).
    expect(a.origins).toEqual(['here']);
    expect(b.origins).toEqual(['elsewhere']);
  });

  it('keeps an event that is not in the relayed names to the process it happened in', async () => {
    const { transport } = memoryChannel();
    const a = await processOn(transport);
    const b = await processOn(transport);
    a.relay.bus.emit('thing.touched', { id: 3 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(a.seen).toEqual(['touched 3']);
    expect(b.seen).toEqual([]);
  });

  it('drops messages that are not ours: unknown events, bad JSON, payloads that are not objects', async () => {
    const { transport } = memoryChannel();
    const b = await processOn(transport);
    for (const raw of [
      'not json',
      JSON.stringify({ o: 'other', n: 'thing.exploded', p: { id: 1 } }),
      JSON.stringify({ o: 'other', n: 'thing.changed', p: 7 }),
    ])
      await transport.publish(raw);
    expect(b.seen).toEqual([]);
    expect(b.onError).toHaveBeenCalledTimes(3);
    await transport.publish(JSON.stringify({ o: 'other', n: 'thing.removed', p: { id: 4 } }));
    expect(b.seen).toEqual(['removed 4']);
  });

  it('stops listening when stopped, and a failed publish is reported without failing the write', async () => {
    const { transport, listeners } = memoryChannel();
    const a = await processOn(transport);
    await a.relay.stop();
    expect(listeners.size).toBe(0);
    const failing = await processOn({ ...transport, publish: () => Promise.reject(new Error('redis down')) });
    expect(() => failing.relay.bus.emit('thing.changed', { id: 2 })).not.toThrow();
    expect(failing.seen).toEqual(['changed 2']);
    await vi.waitFor(() => expect(failing.onError).toHaveBeenCalledWith(new Error('redis down')));
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'carries events between two pools of one PostgreSQL database over LISTEN/NOTIFY',
    async () => {
      const target = await createTestDatabase('postgres');
      const [one, two] = await Promise.all([openDatabase(target.target), openDatabase(target.target)]);
      try {
        const over = (db: typeof one): RelayTransport => ({
          publish: (message) => db.notifications!.notify('test_events', message),
          subscribe: (onMessage) => db.notifications!.listen('test_events', onMessage),
        });
        const a = await processOn(over(one));
        const b = await processOn(over(two));
        a.relay.bus.emit('thing.removed', { id: 9 });
        await vi.waitFor(() => expect(b.seen).toEqual(['removed 9']));
        expect(a.seen).toEqual(['removed 9']);
        await Promise.all([a.relay.stop(), b.relay.stop()]);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await target.drop();
      }
    },
  );
});
