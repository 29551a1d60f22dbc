import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the browser is idle after the surrounding content was shown, as a
 * transition: React renders them in slices and yields between them, so a page's first render is
 * not one long task that blocks input (decision 036). For content below the fold: until then a
 * box of `minHeight` keeps its place.
 */
export function RenderWhenIdle({ children, minHeight }: { children: ReactNode; minHeight?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(show, 0);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : <div style={{ minHeight }} />;
}
