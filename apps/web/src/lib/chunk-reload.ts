/**
 * docs/product/shell-and-accounts.md, "Loading and reloads": after a deploy, old chunks vanish; reload to
 * pick up the new build, at most once a minute.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'wilco:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides whether a failed lazy import should reload the page, and records the reload.
 * The timestamp lives in sessionStorage so a reload loop on a broken deploy stops after one try.
 */
export function shouldReloadForChunkError(error: unknown, storage: GuardStorage, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/**
 * Wraps a lazy import: on a chunk error it reloads (once per guard window) and never settles,
 * so the error page does not flash before the reload; otherwise the error reaches the error page.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  reload: () => void = () => window.location.reload(),
) {
  return async (): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      if (!shouldReloadForChunkError(error, sessionStorage, Date.now())) throw error;
      reload();
      return new Promise<T>(() => {});
    }
  };
}
