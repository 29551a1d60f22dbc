import { describe, expect, it } from 'vitest';
import { createLruIndex } from './lru-index';

describe('least-recently-used file index', () => {
  it('evicts the least recently used names past the file count', () => {
    const lru = createLruIndex({ maxBytes: 1000, maxFiles: 2 });
    expect(lru.add('a', 1)).toEqual([]);
    expect(lru.add('b', 1)).toEqual([]);
    expect(lru.touch('a')).toBe(true);
    expect(lru.add('c', 1)).toEqual(['b']);
    expect([lru.has('a'), lru.has('b'), lru.has('c')]).toEqual([true, false, true]);
    expect(lru.files).toBe(2);
  });

  it('evicts as many as it takes to fit the bytes, never the name just added', () => {
    const lru = createLruIndex({ maxBytes: 100, maxFiles: 10 });
    lru.add('a', 40);
    lru.add('b', 40);
    lru.add('c', 20);
    expect(lru.add('d', 90)).toEqual(['a', 'b', 'c']);
    expect(lru.bytes).toBe(90);
    // A single file over the limit is still kept: it is what the caller hands out next.
    expect(lru.add('e', 500)).toEqual(['d']);
    expect([lru.files, lru.bytes]).toEqual([1, 500]);
  });

  it('counts a re-added name once and forgets a removed one', () => {
    const lru = createLruIndex({ maxBytes: 100, maxFiles: 10 });
    lru.add('a', 30);
    lru.add('a', 50);
    expect([lru.files, lru.bytes]).toEqual([1, 50]);
    lru.remove('a');
    expect([lru.files, lru.bytes, lru.touch('a')]).toEqual([0, 0, false]);
  });
});
