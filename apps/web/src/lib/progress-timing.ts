/**
 * docs/product/shell-and-accounts.md, "Loading and reloads": the bar waits 200 ms before it shows (no flicker
 * on fast calls) and stays 600 ms once shown.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_MIN_DURATION_MS = 600;
/**
 * docs/product/shell-and-accounts.md, "Loading and reloads": blocking work is held at least this long, so a
 * loader never blinks.
 */
export const FETCH_MIN_DELAY_MS = 200;

export type ProgressInput = {
  busy: boolean;
  /** When the current busy period began, or null when idle. */
  busySince: number | null;
  /** When the bar was last shown, or null when hidden. */
  shownAt: number | null;
  now: number;
};

/** `recheckInMs`: when the answer may change without any new input. */
export type ProgressDecision = { visible: boolean; recheckInMs: number | null };

export function decideProgressBar(
  { busy, busySince, shownAt, now }: ProgressInput,
  throttleMs = PROGRESS_THROTTLE_MS,
  minDurationMs = PROGRESS_MIN_DURATION_MS,
): ProgressDecision {
  if (shownAt !== null) {
    if (busy) return { visible: true, recheckInMs: null };
    const shownFor = now - shownAt;
    return shownFor < minDurationMs
      ? { visible: true, recheckInMs: minDurationMs - shownFor }
      : { visible: false, recheckInMs: null };
  }
  if (!busy || busySince === null) return { visible: false, recheckInMs: null };
  const waited = now - busySince;
  return waited >= throttleMs
    ? { visible: true, recheckInMs: null }
    : { visible: false, recheckInMs: throttleMs - waited };
}

/** Resolves with the task's result, but never sooner than `minMs`. */
export async function withMinimumDelay<T>(task: Promise<T>, minMs = FETCH_MIN_DELAY_MS): Promise<T> {
  const [result] = await Promise.all([task, new Promise((resolve) => setTimeout(resolve, minMs))]);
  return result;
}
