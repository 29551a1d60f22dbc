import { redirect, type LoaderFunction } from 'react-router';
import { runMiddlewares } from '../lib/auth/middleware';
import { readTokenClaims } from '../lib/auth/token-claims';
import { getTokens } from '../lib/auth/token-store';

/** An emailed password reset link must survive the redirects (see useResetLinkWhileSignedIn). */
const CARRIED_PARAMS = ['reset_token'];

function withCarriedParams(target: string, requestUrl: string): string {
  const from = new URL(requestUrl).searchParams;
  const to = new URL(target, 'http://wilco.local');
  for (const name of CARRIED_PARAMS) {
    const value = from.get(name);
    if (value) to.searchParams.set(name, value);
  }
  return `${to.pathname}${to.search}`;
}

/**
 * A route loader that runs the named guards before anything renders. An unknown name
 * throws UnknownMiddlewareError, which the route's error element shows as a 500.
 */
export function guard(...names: string[]): LoaderFunction {
  return ({ request }) => {
    const { idToken } = getTokens();
    const target = runMiddlewares(names, {
      isAuthenticated: Boolean(idToken),
      roles: readTokenClaims(idToken).roles,
    });
    if (target) throw redirect(withCarriedParams(target, request.url));
    return null;
  };
}
