/** Shared by every tab: activity in one tab keeps the others signed in too. */
export const LAST_ACTIVITY_KEY = 'wilco.lastActivity';

/**
 * Pointer, keyboard, touch and scroll count as activity
 * (docs/product/shell-and-accounts.md, "Idle sign-out").
 */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function readLastActivity(): number | null {
  try {
    const stored = localStorage.getItem(LAST_ACTIVITY_KEY);
    const value = stored === null ? Number.NaN : Number(stored);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function markActivity(now = Date.now()): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // Blocked storage: this tab still measures its own activity through the next mark.
  }
}

/** Records activity at most once per `throttleMs`, so a moving mouse does not hammer storage. */
export function trackActivity(target: Window, throttleMs = 5_000): () => void {
  let lastMark = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastMark < throttleMs) return;
    lastMark = now;
    markActivity(now);
  };
  // Capture: scroll does not bubble, and a page may stop propagation of the others.
  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
  };
}
