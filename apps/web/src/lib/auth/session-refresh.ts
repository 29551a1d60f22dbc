import { getRuntimeConfig } from '../../config/runtime-config';
import { clearTokens, getTokens, setTokens, syncTokensFromStorage } from './token-store';

/** Refresh tokens rotate and a replayed one revokes the session, so tabs must never race for one. */
const REFRESH_LOCK = 'wilco-session-refresh';

let inflight: Promise<string | null> | null = null;
/** `reason`: the server's words for why the session cannot be renewed (idle, expired), when it said. */
let onSessionEnded: (reason: string | null) => void = () => {};

/** The app decides where a signed-out visitor goes (the router is not known down here). */
export function setSessionEndedHandler(handler: (reason: string | null) => void): void {
  onSessionEnded = handler;
}

async function messageOf(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : null;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock resolves with the task's own promise, so the result is awaited exactly once.
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

type Rotation = { fresh: string | null; reason: string | null };

/**
 * A fresh id token, or none (with the server's reason) when the session is over; throws when the
 * server could not be asked.
 */
async function rotate(staleIdToken: string): Promise<Rotation> {
  syncTokensFromStorage();
  const { idToken, refreshToken } = getTokens();
  if (!idToken) return { fresh: null, reason: null };
  // Another tab (or an earlier refresh here) rotated the pair already: use it as it is.
  if (idToken !== staleIdToken) return { fresh: idToken, reason: null };

  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  // The refresh token rides in its HttpOnly cookie (docs/product/shell-and-accounts.md, "Sign-in and
  // sessions"); only a page in an LMS frame, where that cookie is not sent, holds it in memory.
  const res = await fetch(`${base}/user/refresh`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}),
    credentials: 'include',
  });
  // Rate limits and server faults say nothing about the session: keep it, report the failure.
  if (res.status === 429 || res.status >= 500) throw new Error(`Session refresh failed (${res.status})`);
  if (!res.ok) return { fresh: null, reason: await messageOf(res) };
  // Imported here, not at the top: a refresh is rare, and the sign-in page must stay without zod.
  const { TokenPairSchema } = await import('@wilco/shared/auth/auth.schemas');
  const pair = TokenPairSchema.safeParse(await res.json().catch(() => null));
  if (!pair.success) throw new Error('Session refresh sent an unexpected response');
  setTokens(pair.data);
  return { fresh: pair.data.idToken, reason: null };
}

/**
 * Single-flight refresh: every request that got a 401 with `staleIdToken` waits for the same
 * rotation. When the session cannot be renewed, the tokens are cleared and the app is told.
 */
export function refreshSession(staleIdToken: string): Promise<string | null> {
  inflight ??= withRefreshLock(() => rotate(staleIdToken))
    .then(({ fresh, reason }) => {
      if (!fresh) {
        clearTokens();
        onSessionEnded(reason);
      }
      return fresh;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
