import { useEffect, useState } from 'react';

export type SsoReturn = { code: string } | { error: string } | null;

/**
 * What a single sign-on brought back in the address fragment (docs/product/shell-and-accounts.md, "Single
 * sign-on"): a one-time code or the reason it was refused. The fragment is read once and removed, so
 * a reload or the history never replays it.
 */
export function readSsoReturn(hash: string): SsoReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('sso_code');
  if (code) return { code };
  const error = params.get('sso_error');
  return error ? { error } : null;
}

export function useSsoReturn(): SsoReturn {
  const [found] = useState(() => readSsoReturn(window.location.hash));
  useEffect(() => {
    if (found)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, [found]);
  return found;
}
