import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '../api-client';
import { jsonResponse } from '../../test/render';
import { setSessionEndedHandler } from './session-refresh';
import { getTokens, setTokens } from './token-store';

const fetchMock = vi.fn<typeof fetch>();
const onEnded = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSessionEndedHandler(onEnded);
});
afterEach(() => {
  fetchMock.mockReset();
  onEnded.mockReset();
});

const authOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>).Authorization;
const calls = (suffix: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(suffix));

/** A server where `old-id` has expired and `/user/refresh` rotates to `new-id` after a delay. */
function serverWithExpiredToken(
  refreshAnswer = () => jsonResponse({ idToken: 'new-id', refreshToken: 'r2' }),
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/user/refresh')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return refreshAnswer();
    }
    if (authOf(init) === 'Bearer new-id') return jsonResponse({ url });
    return jsonResponse({ message: 'Session expired, please sign in again' }, 401);
  });
}

describe('session refresh on 401', () => {
  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    setTokens({ idToken: 'old-id', refreshToken: 'r1' });
    serverWithExpiredToken();

    const results = await Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')]);

    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(calls('/user/refresh')).toHaveLength(1);
    // The refresh token rides in its HttpOnly cookie: the body names none and nothing stores one.
    const [, init] = calls('/user/refresh')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({});
    expect(init?.credentials).toBe('include');
    expect(getTokens()).toEqual({ idToken: 'new-id', refreshToken: null });
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('does not spend the refresh token again when another tab already rotated it', async () => {
    setTokens({ idToken: 'old-id', refreshToken: 'r1' });
    serverWithExpiredToken();
    // The other tab wrote the rotated pair; this tab's store has not heard of it yet.
    localStorage.setItem('idToken', 'new-id');

    await expect(apiFetch('/a')).resolves.toEqual({ url: '/api/a' });
    expect(calls('/user/refresh')).toHaveLength(0);
  });

  it('clears the tokens and ends the session when the refresh is refused', async () => {
    setTokens({ idToken: 'old-id', refreshToken: 'r1' });
    serverWithExpiredToken(() => jsonResponse({ message: 'Session ended, please sign in again' }, 401));

    const error = await apiFetch('/a').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(getTokens()).toEqual({ idToken: null, refreshToken: null });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  // docs/product/shell-and-accounts.md, "Idle sign-out": the server's reason reaches the user.
  it("hands on the server's reason when it refuses to renew an idle session", async () => {
    const idle = 'Session ended after 30 minutes without activity, please sign in again';
    setTokens({ idToken: 'old-id', refreshToken: 'r1' });
    serverWithExpiredToken(() => jsonResponse({ message: idle }, 401));

    await apiFetch('/a').catch(() => undefined);

    expect(onEnded).toHaveBeenCalledWith(idle);
  });

  it('keeps the session when the refresh could not reach a healthy server', async () => {
    setTokens({ idToken: 'old-id', refreshToken: 'r1' });
    serverWithExpiredToken(() => jsonResponse({ message: 'Internal server error' }, 500));

    await expect(apiFetch('/a')).rejects.toThrow('Session refresh failed (500)');
    expect(getTokens().idToken).toBe('old-id');
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('does not refresh for signed-out calls or calls whose 401 is the answer', async () => {
    serverWithExpiredToken();
    await expect(apiFetch('/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    setTokens({ idToken: 'old-id', refreshToken: 'r1' });
    await expect(apiFetch('/user/logout', { method: 'POST', onUnauthorized: 'none' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls('/user/refresh')).toHaveLength(0);
  });

  it('treats a 401 on a code check as a wrong code unless the token has expired', async () => {
    const token = (exp: number) => `h.${btoa(JSON.stringify({ exp }))}.s`;
    serverWithExpiredToken();
    setTokens({ idToken: token(Date.now() / 1000 + 600), refreshToken: 'r1' });
    await expect(apiFetch('/user/mfa/disable', { onUnauthorized: 'if-expired' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls('/user/refresh')).toHaveLength(0);

    setTokens({ idToken: token(Date.now() / 1000 - 1), refreshToken: 'r1' });
    await expect(apiFetch('/user/mfa/disable', { onUnauthorized: 'if-expired' })).resolves.toBeTruthy();
    expect(calls('/user/refresh')).toHaveLength(1);
  });
});
