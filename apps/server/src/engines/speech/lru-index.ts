/** How much a file cache may hold (docs/product/speech.md, "Text to speech"). */
export type CacheLimits = { maxBytes: number; maxFiles: number };

/**
 * Sizes of the files a cache holds, least recently used first (a Map keeps insertion order, so
 * a use moves the name to the end). Adding answers the names to delete to stay within the limits;
 * the one just added is never among them, so a caller can always hand out what it just made.
 */
export function createLruIndex(limits: CacheLimits) {
  const sizes = new Map<string, number>();
  let bytes = 0;

  function drop(name: string): void {
    const size = sizes.get(name);
    if (size === undefined) return;
    sizes.delete(name);
    bytes -= size;
  }

  return {
    has: (name: string) => sizes.has(name),
    get files() {
      return sizes.size;
    },
    get bytes() {
      return bytes;
    },
    /** Marks a name as just used; false when the index does not hold it. */
    touch(name: string): boolean {
      const size = sizes.get(name);
      if (size === undefined) return false;
      sizes.delete(name);
      sizes.set(name, size);
      return true;
    },
    add(name: string, size: number): string[] {
      drop(name);
      sizes.set(name, size);
      bytes += size;
      const evicted: string[] = [];
      for (const oldest of sizes.keys()) {
        if (oldest === name || (bytes <= limits.maxBytes && sizes.size <= limits.maxFiles)) break;
        evicted.push(oldest);
        drop(oldest);
      }
      return evicted;
    },
    remove: drop,
  };
}
export type LruIndex = ReturnType<typeof createLruIndex>;
