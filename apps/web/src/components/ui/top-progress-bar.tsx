import { useEffect, useRef, useState } from 'react';
import { decideProgressBar } from '../../lib/progress-timing';

/**
 * Applies the throttle and minimum duration
 * (docs/product/shell-and-accounts.md, "Loading and reloads") to a raw "busy" signal.
 */
export function useProgressVisibility(busy: boolean): boolean {
  const [visible, setVisible] = useState(false);
  const busySince = useRef<number | null>(null);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      const now = Date.now();
      if (!busy) busySince.current = null;
      else busySince.current ??= now;
      const decision = decideProgressBar({
        busy,
        busySince: busySince.current,
        shownAt: shownAt.current,
        now,
      });
      if (decision.visible) shownAt.current ??= now;
      else shownAt.current = null;
      setVisible(decision.visible);
      if (decision.recheckInMs !== null) timer = setTimeout(evaluate, decision.recheckInMs);
    };
    // Evaluated on the next tick: state changes belong in callbacks, not in the effect body.
    timer = setTimeout(evaluate, 0);
    return () => clearTimeout(timer);
  }, [busy]);

  return visible;
}

/**
 * A thin bar over the top edge while any request or route load is in flight: LinearProgress's look
 * in plain elements (components/plain/plain.css), as it is on the sign-in page (decision 036).
 */
export function TopProgressBar({ busy }: { busy: boolean }) {
  const visible = useProgressVisibility(busy);
  return (
    <div className="w-top-bar">
      {visible ? <div className="w-linear" role="progressbar" aria-label="Loading" /> : null}
    </div>
  );
}
