import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  shouldReloadForChunkError,
  withChunkReload,
} from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://wilco.dev/assets/home-abc123.js',
);

describe('isChunkLoadError', () => {
  it.each([
    chunkError,
    new TypeError('error loading dynamically imported module: /assets/x.js'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    'Failed to fetch dynamically imported module',
    null,
  ])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  it('reloads on the first chunk error and records the time', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(chunkError, storage, 1_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 seconds', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError(chunkError, storage, 1_000_000);
    expect(shouldReloadForChunkError(chunkError, storage, 1_000_000 + 59_999)).toBe(false);
  });

  it('reloads again once 60 seconds have passed', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError(chunkError, storage, 1_000_000);
    expect(shouldReloadForChunkError(chunkError, storage, 1_000_000 + 60_000)).toBe(true);
  });

  it('never reloads for other errors', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(new Error('render bug'), storage, 1_000_000)).toBe(false);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

describe('withChunkReload', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once and then lets the next failure reach the error page', async () => {
    const reload = vi.fn();
    const load = withChunkReload(() => Promise.reject(chunkError), reload);

    const first = load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    void first; // never settles: the page is reloading

    await expect(load()).rejects.toBe(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes a successful import through', async () => {
    await expect(withChunkReload(() => Promise.resolve({ Component: 'x' }))()).resolves.toEqual({
      Component: 'x',
    });
  });
});
