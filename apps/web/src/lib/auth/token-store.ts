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

export type Tokens = { idToken: string | null };

function readStorage(): Tokens {
  try {
    return { idToken: localStorage.getItem(ID_TOKEN_KEY) };
  } catch {
    // Storage can be blocked (privacy modes, sandboxed LMS iframes): behave as signed out.
    return { idToken: null };
  }
}

export const tokenStore = createStore<Tokens>(() => readStorage());

export function getTokens(): Tokens {
  return tokenStore.getState();
}

/** Keeps the id token; a refresh token in the answer is left to its cookie and never stored here. */
export function setTokens(tokens: { idToken: string; refreshToken?: string | null }): void {
  localStorage.setItem(ID_TOKEN_KEY, tokens.idToken);
  localStorage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
  tokenStore.setState({ idToken: tokens.idToken });
}

export function clearTokens(): void {
  localStorage.removeItem(ID_TOKEN_KEY);
  localStorage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
  tokenStore.setState({ idToken: null });
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
    // Another tab refreshed the session: use its new id token.
    if (event.key === ID_TOKEN_KEY) syncTokensFromStorage();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
