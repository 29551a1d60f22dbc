import { spawnHelper, type HelperOptions, type PsHelper } from './helper-process';

export type HelperPool = {
  /**
   * A warm decoder for one session: an idle one, else a new one while fewer than `size` are in
   * use, else the next one released, if fewer than `queue` sessions already wait and one comes
   * within `waitMs`. Rejects with PoolBusyError otherwise (docs/product/speech.md, "Warm decoders").
   */
  acquire(): Promise<PsHelper>;
  /** Returns a decoder: to the first session waiting, else idle; a dead one makes room for a new one. */
  release(helper: PsHelper): void;
  /** Starts loading idle decoders now, ahead of the first session. */
  prewarm(): void;
  /** Resolves once `idle` decoders are loaded and idle, the pool can hold no more, or one failed to start. */
  warmed(): Promise<void>;
  /** Decoders in use, idle, and sessions waiting. */
  stats(): { inUse: number; idle: number; waiting: number };
  close(): void;
};

export type PoolLimits = {
  /**
   * Idle decoders kept loaded, so a new session does not pay start-up and calibration. More stay
   * warm after a busy spell, each until it has been idle for `keepWarmMs`.
   */
  idle: number;
  /** Decoders in use at most (each ~60 MB; config: CPUs × STT_DECODERS_PER_CPU). */
  size: number;
  /** Sessions that may wait for a decoder when all are in use; one more is told busy at once. */
  queue: number;
  /** How long a waiting session waits before it is told busy. */
  waitMs: number;
  /** How long a decoder beyond `idle` stays warm after its session (default one minute). */
  keepWarmMs?: number;
};

export type PoolOptions = HelperOptions &
  PoolLimits & {
    /** Runs once on every new decoder before first use (CMN calibration). */
    warmUp?: (helper: PsHelper) => Promise<void>;
    /** Starts a decoder process; tests pass a double. */
    spawn?: (options: HelperOptions) => Promise<PsHelper>;
  };

/** Every decoder is in use and the wait queue is full, or the wait ran out. */
export class PoolBusyError extends Error {}

type Waiter = { resolve: (h: PsHelper) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };
type Warm = { helper: PsHelper; since: number };
const KEEP_WARM_MS = 60_000;

export function createHelperPool(options: PoolOptions): HelperPool {
  const spawn = options.spawn ?? spawnHelper;
  const keepWarmMs = options.keepWarmMs ?? KEEP_WARM_MS;
  /** Oldest first; sessions take the newest, so the oldest are the ones left to cool. */
  const idle: Warm[] = [];
  const waiting: Waiter[] = [];
  /** Decoders handed out or being started for a session: never more than `size`. */
  let inUse = 0;
  let closed = false;
  const onWarm: (() => void)[] = [];

  const isWarm = () => closed || idle.length >= options.idle || inUse + idle.length >= options.size;
  function settleWarm() {
    if (isWarm()) for (const resolve of onWarm.splice(0)) resolve();
  }

  async function fresh(): Promise<PsHelper> {
    const helper = await spawn(options);
    await options.warmUp?.(helper).catch(() => undefined);
    return helper;
  }

  /** Refills the idle decoders in the background, one at a time. */
  let filling = false;
  function refill() {
    if (filling || closed || idle.length >= options.idle || inUse + idle.length >= options.size) return;
    filling = true;
    fresh()
      .then((h) => (closed ? h.kill() : give(h)))
      // A decoder that cannot start will not start on the next try either: stop waiting for warmth.
      .catch(() => onWarm.splice(0).forEach((resolve) => resolve()))
      .finally(() => {
        filling = false;
        if (idle.length > 0 && idle.length < options.idle) refill();
      });
  }

  /** Takes a slot and starts a decoder in it; the slot is freed again if the start fails. */
  async function spawnInSlot(): Promise<PsHelper> {
    inUse++;
    try {
      return await fresh();
    } catch (err) {
      freeSlot();
      throw err;
    }
  }

  /** A slot came free: the first waiting session gets a new decoder in it. */
  function freeSlot() {
    inUse = Math.max(0, inUse - 1);
    const next = waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    spawnInSlot().then(next.resolve, next.reject);
  }

  /**
   * A healthy decoder with no session: to the first one waiting, else kept warm. Killing every
   * decoder past `idle` at once would make the next burst of sessions start (and calibrate) new
   * ones, the costliest thing a decoder does, when the machine is busiest (bench:stt --concurrency).
   */
  function give(helper: PsHelper) {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      inUse++;
      next.resolve(helper);
      return;
    }
    idle.push({ helper, since: Date.now() });
    settleWarm();
    cool();
  }

  /** Kills the decoders past `idle` that have had no session for `keepWarmMs`. */
  let cooling: NodeJS.Timeout | null = null;
  function cool() {
    if (cooling || idle.length <= options.idle) return;
    cooling = setTimeout(() => {
      cooling = null;
      const now = Date.now();
      while (idle.length > options.idle && now - idle[0]!.since >= keepWarmMs) idle.shift()!.helper.kill();
      cool();
    }, keepWarmMs);
    cooling.unref();
  }

  return {
    async acquire() {
      if (closed) throw new Error('speech recogniser pool is closed');
      while (idle.length) {
        const { helper } = idle.pop()!;
        if (!helper.alive) continue;
        inUse++;
        refill();
        return helper;
      }
      if (inUse < options.size) {
        const helper = await spawnInSlot();
        refill();
        return helper;
      }
      if (waiting.length >= options.queue)
        throw new PoolBusyError('All offline speech recognisers are busy and the queue is full');
      return new Promise<PsHelper>((resolve, reject) => {
        const waiter: Waiter = {
          resolve,
          reject,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new PoolBusyError('No offline speech recogniser came free in time'));
          }, options.waitMs),
        };
        waiting.push(waiter);
      });
    },
    release(helper) {
      if (closed || !helper.alive) {
        helper.kill();
        // Its slot is free again: a waiting session gets a new decoder in it.
        return freeSlot();
      }
      inUse = Math.max(0, inUse - 1);
      give(helper);
    },
    prewarm: refill,
    warmed() {
      refill();
      return isWarm() ? Promise.resolve() : new Promise<void>((resolve) => onWarm.push(resolve));
    },
    stats: () => ({ inUse, idle: idle.length, waiting: waiting.length }),
    close() {
      closed = true;
      settleWarm();
      if (cooling) clearTimeout(cooling);
      for (const w of idle.splice(0)) w.helper.kill();
      for (const w of waiting.splice(0)) {
        clearTimeout(w.timer);
        w.reject(new Error('speech recogniser pool is closed'));
      }
    },
  };
}
