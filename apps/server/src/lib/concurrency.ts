/**
 * Runs at most `max` of the given tasks at once; the others wait their turn, first come first
 * served. A task that fails frees its place like one that succeeds.
 */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The place passes straight to the next waiter, so `running` stays counted for it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
