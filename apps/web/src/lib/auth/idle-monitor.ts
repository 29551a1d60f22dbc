import { markActivity, readLastActivity, trackActivity } from './activity';
import { decideIdle } from './idle';

/** How often the idle decision runs; the idle time itself is minutes. */
export const IDLE_CHECK_INTERVAL_MS = 15_000;

function startTicker(onTick: () => void, intervalMs: number): () => void {
  if (typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./idle-worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = onTick;
      worker.postMessage({ intervalMs });
      return () => worker.terminate();
    } catch (error) {
      console.warn('Idle worker unavailable; checking on the main thread.', error);
    }
  }
  const id = setInterval(onTick, intervalMs);
  return () => clearInterval(id);
}

type IdleMonitorOptions = { idleMs: number; onIdle: () => void; target?: Window };

/**
 * Watches activity in this tab (shared with the others through storage) and calls `onIdle`
 * once after `idleMs` without any. Also checks when the tab becomes visible again, since a
 * sleeping laptop fires no timers at all.
 */
export function startIdleMonitor({ idleMs, onIdle, target = window }: IdleMonitorOptions): () => void {
  if (readLastActivity() === null) markActivity();
  let stopped = false;
  const stopTracking = trackActivity(target);
  const check = () => {
    if (stopped) return;
    const decision = decideIdle({ now: Date.now(), lastActivityAt: readLastActivity(), idleMs });
    if (decision.kind !== 'idle') return;
    stop();
    onIdle();
  };
  const stopTicker = startTicker(check, Math.min(IDLE_CHECK_INTERVAL_MS, idleMs));
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') check();
  };
  target.document.addEventListener('visibilitychange', onVisibility);

  function stop() {
    stopped = true;
    stopTicker();
    stopTracking();
    target.document.removeEventListener('visibilitychange', onVisibility);
  }
  check();
  return stop;
}
