import type { SetURLSearchParams } from 'react-router';

/**
 * A database id named by a search parameter (`?attempt=`, `?sim=`: decision 035), or null when it is
 * absent or not a positive whole number that fits the ids' integer column.
 */
export function idFromSearch(params: URLSearchParams, name: string): number | null {
  return idOf(params.get(name));
}

function idOf(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Ids named by one search parameter as a comma-separated list (`?sim=12,13,14`: a multi-chat group),
 * in their order; a single id is a list of one. Null when absent, or when any part is not an id, an
 * id repeats or there are more than `max`.
 */
export function idsFromSearch(params: URLSearchParams, name: string, max: number): number[] | null {
  const raw = params.get(name);
  if (!raw) return null;
  const ids = raw.split(',').map(idOf);
  if (ids.length > max || ids.some((id) => id === null) || new Set(ids).size !== ids.length) return null;
  return ids as number[];
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
