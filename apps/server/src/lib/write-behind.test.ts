import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWriteBehind, flushPendingWrites, registerWriteBehind } from './write-behind';

function store(refuse: (rows: string[]) => boolean = () => false) {
  const written: string[][] = [];
  const errors: { rows: string[]; message: string }[] = [];
  const write = async (rows: string[]) => {
    if (refuse(rows)) throw new Error(`refused ${rows.join(',')}`);
    written.push(rows);
  };
  const onError = (err: unknown, rows: string[]) => errors.push({ rows, message: (err as Error).message });
  return { written, errors, write, onError };
}

describe('write-behind', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns at once and writes what arrived within the delay as one statement', async () => {
    const s = store();
    const w = createWriteBehind(s.write, { delayMs: 50, maxRows: 100, onError: s.onError });
    w.add(['a']);
    await vi.advanceTimersByTimeAsync(30);
    w.add(['b', 'c']);
    expect(s.written).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(s.written).toEqual([['a', 'b', 'c']]);
    w.add(['d']);
    await vi.advanceTimersByTimeAsync(50);
    expect(s.written).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('writes at once when maxRows wait, and flush() waits for everything queued', async () => {
    const s = store();
    const w = createWriteBehind(s.write, { delayMs: 1000, maxRows: 3, onError: s.onError });
    w.add(['a', 'b']);
    w.add(['c']);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.written).toEqual([['a', 'b', 'c']]);
    w.add(['d']);
    w.add([]);
    await w.flush();
    expect(s.written).toEqual([['a', 'b', 'c'], ['d']]);
    await w.flush();
    expect(s.written).toHaveLength(2);
  });

  it('retries a refused statement caller by caller: only the bad rows are lost, and reported', async () => {
    const s = store((rows) => rows.includes('bad'));
    const w = createWriteBehind(s.write, { delayMs: 10, maxRows: 100, onError: s.onError });
    w.add(['a']);
    w.add(['bad', 'x']);
    w.add(['b']);
    await w.flush();
    expect(s.written).toEqual([['a'], ['b']]);
    expect(s.errors).toEqual([{ rows: ['bad', 'x'], message: 'refused bad,x' }]);
  });

  it('flushPendingWrites drains every write-behind of that database, and only that one', async () => {
    const s = store();
    const other = store();
    const db = {};
    registerWriteBehind(
      db,
      createWriteBehind(s.write, { delayMs: 1000, maxRows: 100, onError: s.onError }),
    ).add(['turn']);
    registerWriteBehind(
      {},
      createWriteBehind(other.write, { delayMs: 1000, maxRows: 100, onError: other.onError }),
    ).add(['elsewhere']);
    await flushPendingWrites(db);
    expect(s.written).toEqual([['turn']]);
    expect(other.written).toEqual([]);
  });
});
