import { describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, readLastActivity } from './activity';
import { IDLE_CHECK_INTERVAL_MS, startIdleMonitor } from './idle-monitor';

const minute = 60_000;

describe('startIdleMonitor', () => {
  it('signs out once after the idle time, and activity in another tab postpones it', () => {
    vi.useFakeTimers({ now: 0 });
    const onIdle = vi.fn();
    const stop = startIdleMonitor({ idleMs: 2 * minute, onIdle });

    vi.advanceTimersByTime(90_000);
    // Another tab saw the user: it wrote the shared timestamp.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(90_000);
    expect(onIdle).not.toHaveBeenCalled();

    vi.advanceTimersByTime(30_000 + IDLE_CHECK_INTERVAL_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * minute);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('records keyboard and pointer activity in this tab, throttled', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const stop = startIdleMonitor({ idleMs: 30 * minute, onIdle: vi.fn() });
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(readLastActivity()).toBe(1_060_000);
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(readLastActivity()).toBe(1_060_000);
    stop();
  });

  it('checks at once when the tab becomes visible after a long sleep', () => {
    vi.useFakeTimers({ now: 0 });
    const onIdle = vi.fn();
    const stop = startIdleMonitor({ idleMs: minute, onIdle });
    // Timers did not fire while the machine slept; only the clock moved.
    vi.setSystemTime(5 * minute);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});
