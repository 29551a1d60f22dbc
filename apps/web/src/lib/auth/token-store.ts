import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * docs/product/shell-and-accounts.md, "Sign-in and sessions": the id token lives in localStorage so
 * that every tab shares one session. The refresh token never does: the server keeps it in an
 * HttpOnly cookie that no script can read.
 */
export const ID_TOKEN_KEY = 'idToken';
/** Where older versions kept the refresh token: removed whenever tokens are written. */
export const LEGACY_REFRESH_TOKEN_KEY = 'refreshToken';

/** `refreshToken` is only ever in memory, and only inside a frame (see `setTokens`). */
export type Tokens = { idToken: string | null; refreshToken: string | null };

/** The id token in storage; null when storage is blocked (privacy modes, sandboxed LMS frames). */
function readStorage(): string | null | undefined {
  try {
    return localStorage.getItem(ID_TOKEN_KEY);
  } catch {
    return undefined;
  }
}

export const tokenStore = createStore<Tokens>(() => ({ idToken: readStorage() ?? null, refreshToken: null }));

export function getTokens(): Tokens {
  return tokenStore.getState();
}

/** Storage writes that may be refused (a frame on another site with storage blocked). */
function tryStorage(write: () => void): void {
  try {
    write();
  } catch {
    // docs/product/integrations.md, "In a frame": the session then lives in this page only.
  }
}

/**
 * Inside an LMS frame the refresh cookie is not sent (SameSite=Strict, and third-party cookies are
 * often blocked), so there the refresh token is kept in this page's memory, never in storage.
 */
function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Keeps the id token; the refresh token stays in its cookie (or, in a frame, in page memory only). */
export function setTokens(tokens: { idToken: string; refreshToken?: string | null }): void {
  tryStorage(() => {
    localStorage.setItem(ID_TOKEN_KEY, tokens.idToken);
    localStorage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
  });
  tokenStore.setState({
    idToken: tokens.idToken,
    refreshToken: inFrame() ? (tokens.refreshToken ?? null) : null,
  });
}

export function clearTokens(): void {
  tryStorage(() => {
    localStorage.removeItem(ID_TOKEN_KEY);
    localStorage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
  });
  tokenStore.setState({ idToken: null, refreshToken: null });
}

/** Re-reads storage; tests and the cross-tab watcher use it after storage changed underneath us. */
export function syncTokensFromStorage(): void {
  const idToken = readStorage();
  // Blocked storage has nothing newer than this page's own tokens.
  if (idToken !== undefined) tokenStore.setState({ idToken });
}

export function useTokens(): Tokens {
  return useStore(tokenStore);
}

/**
 * docs/product/shell-and-accounts.md, "Sign-in and sessions": a token removed in another tab reloads this
 * one, so a tab never keeps acting for a session that was signed out elsewhere. `key === null` is
 * `localStorage.clear()`.
 */
export function watchCrossTabLogout(target: Window, reload: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    const cleared = event.key === null || (event.key === ID_TOKEN_KEY && event.newValue === null);
    if (cleared) {
      if (getTokens().idToken) reload();
      return;
    }
    // Another tab refreshed the session: use its new id token.
    if (event.key === ID_TOKEN_KEY) syncTokensFromStorage();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
