import { create } from 'zustand';
import { lazy, Suspense, useState } from 'react';
import { withMinimumDelay } from '../../lib/progress-timing';

export { BLOCKING_LOADER_TEXT } from './blocking-loader-text';

type BlockingLoaderState = {
  /** A count, not a flag, so overlapping loads do not hide each other's loader. */
  pending: number;
  show: () => void;
  hide: () => void;
};

export const useBlockingLoader = create<BlockingLoaderState>()((set) => ({
  pending: 0,
  show: () => set((s) => ({ pending: s.pending + 1 })),
  hide: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

/** Blocks the screen while domain data loads; held at least a minimum time so it never blinks. */
export async function runBlocking<T>(task: Promise<T>): Promise<T> {
  const { show, hide } = useBlockingLoader.getState();
  show();
  try {
    return await withMinimumDelay(task);
  } finally {
    hide();
  }
}

const BlockingLoaderView = lazy(() =>
  import('./blocking-loader-view').then((m) => ({ default: m.BlockingLoaderView })),
);

/**
 * Loads the modal the first time something blocks, then keeps it mounted so it can fade: the
 * sign-in page never needs it (docs/product/shell-and-accounts.md, "Loading and reloads").
 */
export function BlockingLoader() {
  const open = useBlockingLoader((s) => s.pending > 0);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BlockingLoaderView open={open} />
    </Suspense>
  );
}
