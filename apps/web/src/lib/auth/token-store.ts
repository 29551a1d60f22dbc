import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * docs/product/shell-and-accounts.md, "Sign-in and sessions": tokens live in localStorage so that every tab
 * shares one session.
 */
export const ID_TOKEN_KEY = 'idToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export type Tokens = { idToken: string | null; refreshToken: string | null };

function readStorage(): Tokens {
  try {
    return {
      idToken: localStorage.getItem(ID_TOKEN_KEY),
      refreshToken: localStorage.getItem(REFRESH_TOKEN_KEY),
    };
  } catch {
    // Storage can be blocked (privacy modes, sandboxed LMS iframes): behave as signed out.
    return { idToken: null, refreshToken: null };
  }
}

export const tokenStore = createStore<Tokens>(() => readStorage());

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

export function setTokens(tokens: { idToken: string; refreshToken?: string | null }): void {
  tryStorage(() => {
    localStorage.setItem(ID_TOKEN_KEY, tokens.idToken);
    if (tokens.refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    else localStorage.removeItem(REFRESH_TOKEN_KEY);
  });
  tokenStore.setState({ idToken: tokens.idToken, refreshToken: tokens.refreshToken ?? null });
}

export function clearTokens(): void {
  tryStorage(() => {
    localStorage.removeItem(ID_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  });
  tokenStore.setState({ idToken: null, refreshToken: null });
}

/** Re-reads storage; tests and the cross-tab watcher use it after storage changed underneath us. */
export function syncTokensFromStorage(): void {
  tokenStore.setState(readStorage());
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
    // Another tab refreshed the session: use its rotated pair, never our spent refresh token.
    if (event.key === ID_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) syncTokensFromStorage();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
