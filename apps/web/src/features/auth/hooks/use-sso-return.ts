import { useEffect, useState } from 'react';
import { SSO_REFUSED_COOKIE } from '@wilco/shared/sso/sso-refused';

export type SsoReturn = { code: string } | { error: string } | null;

const hasCookie = (cookies: string, name: string) =>
  cookies.split(';').some((part) => part.trim().startsWith(`${name}=`));

/**
 * What a single sign-on brought back in the address fragment (docs/product/shell-and-accounts.md, "Single
 * sign-on"): a one-time code or the reason it was refused. A reason counts only with the cookie the
 * server set when it sent this browser back refused, so a link to `/#sso_error=…` made by someone
 * else shows nothing.
 */
export function readSsoReturn(hash: string, cookies: string): SsoReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('sso_code');
  if (code) return { code };
  const error = params.get('sso_error');
  return error && hasCookie(cookies, SSO_REFUSED_COOKIE) ? { error } : null;
}

/** The fragment is read once and removed, so a reload or the history never replays it. */
export function useSsoReturn(): SsoReturn {
  const [found] = useState(() => readSsoReturn(window.location.hash, document.cookie));
  useEffect(() => {
    if (!found) return;
    if ('error' in found) document.cookie = `${SSO_REFUSED_COOKIE}=; path=/; max-age=0`;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [found]);
  return found;
}
