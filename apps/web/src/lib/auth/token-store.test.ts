import { describe, expect, it, vi } from 'vitest';
import { readTokenClaims } from './token-claims';
import { clearTokens, getTokens, setTokens, watchCrossTabLogout } from './token-store';

function storageEvent(key: string | null, newValue: string | null) {
  return new StorageEvent('storage', { key, newValue, storageArea: localStorage });
}

describe('token store', () => {
  it('keeps the id token in localStorage, and never the refresh token (its cookie holds it)', () => {
    localStorage.setItem('refreshToken', 'left-by-an-older-version');
    setTokens({ idToken: 'id', refreshToken: 'refresh' });
    expect(localStorage.getItem('idToken')).toBe('id');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('refresh');
    clearTokens();
    expect(localStorage.getItem('idToken')).toBeNull();
    expect(getTokens()).toEqual({ idToken: null, refreshToken: null });
  });

  it('reloads this tab when another tab removes the token', () => {
    setTokens({ idToken: 'id' });
    const reload = vi.fn();
    const stop = watchCrossTabLogout(window, reload);

    window.dispatchEvent(storageEvent('theme', null));
    window.dispatchEvent(storageEvent('idToken', 'rotated'));
    expect(reload).not.toHaveBeenCalled();

    window.dispatchEvent(storageEvent('idToken', null));
    expect(reload).toHaveBeenCalledTimes(1);

    window.dispatchEvent(storageEvent(null, null));
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('adopts the id token another tab rotated', () => {
    setTokens({ idToken: 'old-id' });
    const reload = vi.fn();
    const stop = watchCrossTabLogout(window, reload);
    localStorage.setItem('idToken', 'new-id');
    window.dispatchEvent(storageEvent('idToken', 'new-id'));
    expect(getTokens()).toEqual({ idToken: 'new-id', refreshToken: null });
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('does not reload a tab that was signed out already', () => {
    const reload = vi.fn();
    const stop = watchCrossTabLogout(window, reload);
    window.dispatchEvent(storageEvent('idToken', null));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});

describe('readTokenClaims', () => {
  const encode = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

  it('reads the roles from the idToken payload', () => {
    expect(readTokenClaims(encode({ sub: '4', roles: ['Admin', 7], sid: 's' }))).toEqual({
      roles: ['Admin'],
      expiresAt: null,
    });
  });

  it('reads the expiry in milliseconds', () => {
    expect(readTokenClaims(encode({ roles: [], exp: 1_700_000_000 })).expiresAt).toBe(1_700_000_000_000);
  });

  it('treats missing or malformed tokens as having no roles', () => {
    expect(readTokenClaims(null).roles).toEqual([]);
    expect(readTokenClaims('not-a-jwt').roles).toEqual([]);
    expect(readTokenClaims('a.%%%.b').roles).toEqual([]);
  });
});
