/** What the shell reads from the idToken before any request: roles for route guards, expiry. */
export type TokenClaims = { roles: string[]; expiresAt: number | null };

const EMPTY: TokenClaims = { roles: [], expiresAt: null };

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the JWT payload without verifying it: the client only uses it to shape the UI,
 * the server checks the signature and the roles on every call (docs/architecture.md, "Scale-out").
 */
export function readTokenClaims(idToken: string | null): TokenClaims {
  const payload = idToken?.split('.')[1];
  if (!payload) return EMPTY;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return EMPTY;
    const { roles, exp } = claims as { roles?: unknown; exp?: unknown };
    return {
      roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
      // `exp` is in seconds (RFC 7519); the client compares milliseconds.
      expiresAt: typeof exp === 'number' ? exp * 1000 : null,
    };
  } catch {
    return EMPTY;
  }
}
