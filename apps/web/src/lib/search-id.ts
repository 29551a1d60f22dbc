import type { SetURLSearchParams } from 'react-router';

/**
 * A database id named by a search parameter (`?attempt=`, `?sim=`: decision 035), or null when it is
 * absent or not a positive whole number that fits the ids' integer column.
 */
export function idFromSearch(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Sets one search parameter (null removes it), keeping the others, without a history entry. */
export function replaceSearchParam(setParams: SetURLSearchParams, name: string, value: string | null): void {
  setParams(
    (previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    },
    { replace: true },
  );
}
