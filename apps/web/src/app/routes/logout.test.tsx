import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTokens, setTokens } from '../../lib/auth/token-store';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { LogoutPage } from './logout';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));

describe('LogoutPage', () => {
  it('ends the session on the server, clears the tokens and returns to sign-in', async () => {
    setTokens({ idToken: 'id', refreshToken: 'refresh' });
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    renderWithProviders(<LogoutPage />, {
      route: '/Logout',
      routes: [{ path: '/', element: <p>Sign-in page</p> }],
    });

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/logout');
    expect(getTokens()).toEqual({ idToken: null, refreshToken: null });
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setTokens({ idToken: 'id', refreshToken: 'refresh' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<LogoutPage />, {
      route: '/Logout',
      routes: [{ path: '/', element: <p>Sign-in page</p> }],
    });

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(getTokens().idToken).toBeNull();
  });
});
