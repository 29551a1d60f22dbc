import { Suspense, useState, type ReactNode } from 'react';

/**
 * True from the first render where `wanted` is true, and from then on: a lazily loaded dialog
 * mounts when it is first needed and stays mounted, so it can close with its transition.
 */
export function useFirstNeeded(wanted: boolean): boolean {
  const [needed, setNeeded] = useState(wanted);
  if (wanted && !needed) setNeeded(true);
  return needed;
}

/**
 * Renders lazily loaded children from the first time `when` is true, so their code loads with
 * their first use rather than with the page (docs/product/shell-and-accounts.md, "Loading and
 * reloads").
 */
export function OnFirstNeed({ when, children }: { when: boolean; children: ReactNode }) {
  const needed = useFirstNeeded(when);
  if (!needed) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
