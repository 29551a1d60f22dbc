import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PsHelper } from './helper-process';
import { createHelperPool, PoolBusyError, type PoolLimits } from './pool';

/** A decoder double: counts what the pool does with it. */
function fakeHelper(id: number) {
  let alive = true;
  return {
    id,
    get alive() {
      return alive;
    },
    die: () => (alive = false),
    request: async () => ({ type: 'O', payload: Buffer.alloc(0) }),
    kill: vi.fn(() => (alive = false)),
  };
}
type Fake = ReturnType<typeof fakeHelper>;

function pool(limits: Partial<PoolLimits> = {}, failSpawns = 0) {
  const spawned: Fake[] = [];
  let failures = failSpawns;
  const p = createHelperPool({
    bin: 'unused',
    modelDir: 'unused',
    extraDict: 'unused',
    idle: 0,
    size: 2,
    queue: 1,
    waitMs: 1000,
    ...limits,
    spawn: async () => {
      if (failures > 0) {
        failures--;
        throw new Error('decoder would not start');
      }
      const h = fakeHelper(spawned.length + 1);
      spawned.push(h);
      return h as unknown as PsHelper;
    },
  });
  return { p, spawned };
}
const idOf = (h: PsHelper) => (h as unknown as Fake).id;
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.useRealTimers());

describe('offline decoder pool', () => {
  it('hands out up to `size` decoders, then queues the next session for the first one released', async () => {
    const { p, spawned } = pool({ size: 2, queue: 1 });
    const a = await p.acquire();
    await p.acquire();
    let third: PsHelper | null = null;
    const waiting = p.acquire().then((h) => (third = h));
    await tick();
    expect(third).toBeNull();
    expect(p.stats()).toEqual({ inUse: 2, idle: 0, waiting: 1 });
    p.release(a);
    await waiting;
    // The waiting session got the released decoder itself: nothing new was started.
    expect(idOf(third!)).toBe(idOf(a));
    expect(spawned).toHaveLength(2);
    expect(p.stats()).toEqual({ inUse: 2, idle: 0, waiting: 0 });
  });

  it('answers busy at once when the queue is full, without waiting', async () => {
    const { p } = pool({ size: 1, queue: 1 });
    await p.acquire();
    void p.acquire().catch(() => undefined);
    await expect(p.acquire()).rejects.toBeInstanceOf(PoolBusyError);
    expect(p.stats().waiting).toBe(1);
  });

  it('answers busy with no queue at all when every decoder is in use', async () => {
    const { p } = pool({ size: 1, queue: 0 });
    await p.acquire();
    await expect(p.acquire()).rejects.toThrow('All offline speech recognisers are busy');
  });

  it('tells a waiting session busy when no decoder comes free in time, and forgets it', async () => {
    vi.useFakeTimers();
    const { p } = pool({ size: 1, queue: 1, waitMs: 5000 });
    const held = await p.acquire();
    const waiting = p.acquire();
    const outcome = expect(waiting).rejects.toThrow('No offline speech recogniser came free in time');
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(p.stats()).toEqual({ inUse: 1, idle: 0, waiting: 0 });
    // A release afterwards goes to nobody: the decoder waits idle only if idle ones are kept.
    p.release(held);
    expect(p.stats().inUse).toBe(0);
  });

  it('frees the slot of a decoder that failed to start, for the next session', async () => {
    const { p, spawned } = pool({ size: 1, queue: 1 }, 1);
    await expect(p.acquire()).rejects.toThrow('decoder would not start');
    expect(p.stats().inUse).toBe(0);
    await p.acquire();
    expect(spawned).toHaveLength(1);
  });

  it('replaces a decoder released dead with a new one for the session waiting', async () => {
    const { p, spawned } = pool({ size: 1, queue: 1 });
    const a = await p.acquire();
    const waiting = p.acquire();
    (a as unknown as Fake).die();
    p.release(a);
    const b = await waiting;
    expect(idOf(b)).toBe(2);
    expect(spawned).toHaveLength(2);
    expect(p.stats()).toEqual({ inUse: 1, idle: 0, waiting: 0 });
  });

  it('keeps released decoders warm for the next sessions, then lets those past `idle` go', async () => {
    vi.useFakeTimers();
    const { p, spawned } = pool({ size: 3, idle: 1, queue: 0, keepWarmMs: 60_000 });
    const taken = [await p.acquire(), await p.acquire(), await p.acquire()];
    for (const h of taken) p.release(h);
    expect(p.stats()).toMatchObject({ inUse: 0, idle: 3 });
    // A burst of new sessions gets the warm ones: nothing new is started.
    const again = [await p.acquire(), await p.acquire()];
    expect(spawned).toHaveLength(3);
    for (const h of again) p.release(h);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.stats()).toMatchObject({ inUse: 0, idle: 1 });
    expect(spawned.filter((h) => h.alive)).toHaveLength(1);
  });

  it('rejects the sessions still waiting when it closes', async () => {
    const { p } = pool({ size: 1, queue: 2 });
    await p.acquire();
    const waiting = p.acquire();
    p.close();
    await expect(waiting).rejects.toThrow('pool is closed');
  });

  it('warmed() resolves once `idle` decoders are loaded, so the first sessions need not start one', async () => {
    const { p, spawned } = pool({ idle: 3, size: 5 });
    await p.warmed();
    expect(p.stats()).toEqual({ inUse: 0, idle: 3, waiting: 0 });
    expect(spawned).toHaveLength(3);
    const sessions = await Promise.all([p.acquire(), p.acquire(), p.acquire()]);
    // The three sessions took the warm decoders; the pool refills behind them, up to `size`.
    expect(sessions.map(idOf).sort()).toEqual([1, 2, 3]);
  });

  it('warmed() does not wait forever when a decoder cannot start', async () => {
    const { p } = pool({ idle: 2, size: 4 }, 1);
    await p.warmed();
    expect(p.stats().idle).toBe(0);
  });
});
