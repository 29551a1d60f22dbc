import { redirect, type LoaderFunction } from 'react-router';
import { runMiddlewares } from '../lib/auth/middleware';
import { readTokenClaims } from '../lib/auth/token-claims';
import { getTokens } from '../lib/auth/token-store';

/**
 * A route loader that runs the named guards before anything renders. An unknown name
 * throws UnknownMiddlewareError, which the route's error element shows as a 500.
 */
export function guard(...names: string[]): LoaderFunction {
  return () => {
    const { idToken } = getTokens();
    const target = runMiddlewares(names, {
      isAuthenticated: Boolean(idToken),
      roles: readTokenClaims(idToken).roles,
    });
    if (target) throw redirect(target);
    return null;
  };
}
