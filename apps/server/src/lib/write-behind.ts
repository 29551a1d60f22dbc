/**
 * Write-behind for rows that are a record of what happened, not something the caller reads
 * back (conversation turns): `add` queues them and returns at once; they are written together,
 * in one multi-row statement, DELAY_MS after the first of them or as soon as MAX_ROWS wait.
 * Each statement has a fixed cost, large on the embedded PGlite, which runs one statement at a
 * time on the request thread, so this takes most of that cost off every request.
 *
 * What is queued is written before the database closes and before anything reads or deletes
 * those rows (flushPendingWrites). A hard crash can lose at most the last DELAY_MS of rows
 * (docs/decisions/012). A failed statement is retried caller by caller, so one bad row loses
 * only its own caller's rows, which are reported to onError.
 */
export type WriteBehind<T> = {
  add(rows: T[]): void;
  /** Resolves once everything queued before the call is written (or reported). */
  flush(): Promise<void>;
};

export function createWriteBehind<T>(
  write: (rows: T[]) => Promise<void>,
  options: { delayMs: number; maxRows: number; onError: (err: unknown, rows: T[]) => void },
): WriteBehind<T> {
  let groups: T[][] = [];
  let queued = 0;
  let timer: NodeJS.Timeout | null = null;
  // Flushes run one after another, so rows are written in the order they were added.
  let last: Promise<void> = Promise.resolve();

  async function writeGroups(batch: T[][]) {
    try {
      await write(batch.flat());
    } catch (err) {
      if (batch.length === 1) return options.onError(err, batch[0]!);
      for (const rows of batch) await write(rows).catch((e: unknown) => options.onError(e, rows));
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = groups;
    groups = [];
    queued = 0;
    if (batch.length > 0) last = last.then(() => writeGroups(batch));
    return last;
  }

  return {
    add(rows) {
      if (rows.length === 0) return;
      groups.push(rows);
      queued += rows.length;
      if (queued >= options.maxRows) void flush();
      else timer ??= setTimeout(() => void flush(), options.delayMs);
    },
    flush,
  };
}

// Every write-behind of one database, so readers and shutdown can wait for them all.
const pending = new WeakMap<object, Set<WriteBehind<unknown>>>();

export function registerWriteBehind<T>(db: object, writer: WriteBehind<T>): WriteBehind<T> {
  let set = pending.get(db);
  if (!set) pending.set(db, (set = new Set()));
  set.add(writer as WriteBehind<unknown>);
  return writer;
}

/** Call before reading or deleting rows a write-behind may still hold, and before closing. */
export async function flushPendingWrites(db: object): Promise<void> {
  await Promise.all([...(pending.get(db) ?? [])].map((w) => w.flush()));
}
