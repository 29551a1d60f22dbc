import type { SimEngineConfig } from './types';

type ClockEvents = { warn: (secondsLeft: number) => void; expire: () => void };

/**
 * docs/product/simulations.md, "Time limits": a limit per simulation that runs while the call
 * is live and stops while it is paused; `ending_requested` comes `warnSeconds` before the end
 * (at once when less is left), then the call ends.
 */
export function createSimClock(
  config: Pick<SimEngineConfig, 'timeLimitSeconds' | 'warnSeconds'>,
  now: () => number,
  events: ClockEvents,
) {
  let leftMs = config.timeLimitSeconds === null ? null : config.timeLimitSeconds * 1000;
  let since: number | null = null;
  let warned = false;
  let timers: NodeJS.Timeout[] = [];

  const clear = () => {
    for (const t of timers) clearTimeout(t);
    timers = [];
  };
  /** Stops counting and keeps what is left. */
  const hold = () => {
    if (leftMs === null || since === null) return;
    leftMs = Math.max(0, leftMs - (now() - since));
    since = null;
    clear();
  };

  return {
    start() {
      if (leftMs === null || since !== null) return;
      since = now();
      const left = leftMs;
      const warnIn = left - config.warnSeconds * 1000;
      if (!warned) {
        timers.push(
          setTimeout(
            () => {
              warned = true;
              events.warn(Math.ceil(Math.min(config.warnSeconds * 1000, left) / 1000));
            },
            Math.max(0, warnIn),
          ),
        );
      }
      timers.push(setTimeout(events.expire, left));
    },
    pause: hold,
    stop: hold,
    /** Whole seconds left, null when unlimited. */
    secondsLeft(): number | null {
      if (leftMs === null) return null;
      const running = since === null ? 0 : now() - since;
      return Math.max(0, Math.ceil((leftMs - running) / 1000));
    },
  };
}
