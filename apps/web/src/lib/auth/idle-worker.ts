/**
 * The idle worker (docs/product/shell-and-accounts.md, "Idle sign-out"): browsers throttle timers of hidden
 * tabs hard, dedicated workers much less, so the idle check keeps its pace while the tab is in the
 * background.
 */
let timer: ReturnType<typeof setInterval> | undefined;

self.onmessage = (event: MessageEvent<{ intervalMs: number }>) => {
  clearInterval(timer);
  timer = setInterval(() => self.postMessage('tick'), event.data.intervalMs);
};
