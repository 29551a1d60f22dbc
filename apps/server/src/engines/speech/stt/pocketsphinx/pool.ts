import { spawnHelper, type HelperOptions, type PsHelper } from './helper-process';

export type HelperPool = {
  /** A warm decoder for one session; spawns one when none is idle, up to `max` in use. */
  acquire(): Promise<PsHelper>;
  /** Returns a healthy decoder for reuse; a dead one is dropped and replaced on demand. */
  release(helper: PsHelper): void;
  /** Starts loading idle decoders now, ahead of the first session. */
  prewarm(): void;
  close(): void;
};

export type PoolOptions = HelperOptions & {
  /** Idle decoders kept loaded, so a new session does not pay start-up and calibration. */
  idle: number;
  /** Decoders in use at most (each ~30 MB); beyond it a session gets a startup error. */
  max: number;
  /** Runs once on every new decoder before first use (CMN calibration). */
  warmUp?: (helper: PsHelper) => Promise<void>;
};

export class PoolBusyError extends Error {}

export function createHelperPool(options: PoolOptions): HelperPool {
  const idle: PsHelper[] = [];
  let inUse = 0;
  let closed = false;

  async function fresh(): Promise<PsHelper> {
    const helper = await spawnHelper(options);
    await options.warmUp?.(helper).catch(() => undefined);
    return helper;
  }

  /** Refills the idle decoders in the background, one at a time. */
  let filling = false;
  function refill() {
    if (filling || closed || idle.length >= options.idle || inUse + idle.length >= options.max) return;
    filling = true;
    fresh()
      .then((h) => (closed ? h.kill() : idle.push(h)))
      .catch(() => undefined)
      .finally(() => {
        filling = false;
        if (idle.length > 0 && idle.length < options.idle) refill();
      });
  }

  return {
    async acquire() {
      if (closed) throw new Error('speech recogniser pool is closed');
      while (idle.length) {
        const helper = idle.pop()!;
        if (!helper.alive) continue;
        inUse++;
        refill();
        return helper;
      }
      if (inUse >= options.max) throw new PoolBusyError('All offline speech recognisers are busy');
      inUse++;
      try {
        const helper = await fresh();
        refill();
        return helper;
      } catch (err) {
        inUse--;
        throw err;
      }
    },
    release(helper) {
      inUse = Math.max(0, inUse - 1);
      if (closed || !helper.alive || idle.length >= options.idle) helper.kill();
      else idle.push(helper);
    },
    prewarm: refill,
    close() {
      closed = true;
      for (const h of idle.splice(0)) h.kill();
    },
  };
}
