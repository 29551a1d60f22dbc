import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTokens } from '../../../lib/auth/token-store';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SSO_REFUSED_COOKIE } from '@wilco/shared/sso/sso-refused';
import { readSsoReturn } from '../hooks/use-sso-return';
import { SignInCard } from './sign-in-card';
import { NO_PROVIDER } from './sso-sign-in';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => window.history.replaceState(null, '', '/'));

const SKY = {
  protocol: 'oidc',
  display_name: 'Sky Airways',
  tenant: 'sky',
  login_url: 'https://wilco.test/auth/oidc/login?tenant=sky',
};
const render = (route = '/?developer=true') =>
  renderWithProviders(<SignInCard />, { route, routes: [{ path: '/Home', element: <p>Dashboard</p> }] });

describe('single sign-on on the sign-in page (docs/product/shell-and-accounts.md, "Single sign-on")', () => {
  it('finds the provider by work email and offers "Sign in with {provider}"', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ providers: [SKY] }));
    render();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Organisation: work e-mail or code'), 'ann@sky.example');
    await user.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    const link = await screen.findByRole('link', { name: 'Sign in with Sky Airways' });
    expect(link).toHaveAttribute('href', SKY.login_url);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/sso/providers?email=ann%40sky.example');
    // The password form stays beside it.
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('looks the tenant up from ?tenant= and says when there is no provider', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ providers: [] }));
    render('/?tenant=gull');
    expect(await screen.findByText(NO_PROVIDER)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/sso/providers?tenant=gull');
  });

  it('trades the returned one-time code for the session and opens /Home, removing the fragment', async () => {
    window.history.replaceState(null, '', '/#sso_code=one-time-code-0123456789abcdef');
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url) === '/api/auth/sso/redeem'
          ? jsonResponse({ idToken: 'id-sso', refreshToken: 'refresh-sso' })
          : jsonResponse({ message: 'not needed here' }, 500),
      ),
    );
    render();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(getTokens()).toEqual({ idToken: 'id-sso', refreshToken: null });
    expect(window.location.hash).toBe('');
    const redeem = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/sso/redeem');
    expect(redeem).toHaveLength(1);
  });

  it("shows why the IdP's sign-in was refused, once", async () => {
    document.cookie = `${SSO_REFUSED_COOKIE}=1; path=/`;
    window.history.replaceState(null, '', '/#sso_error=The+SAML+assertion+has+expired');
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on failed: The SAML assertion has expired',
    );
    expect(document.cookie).not.toContain(SSO_REFUSED_COOKIE);
  });

  it('shows nothing for a reason the server did not send back (a crafted link)', async () => {
    window.history.replaceState(null, '', '/#sso_error=Your+account+is+locked:+call+555+0100');
    fetchMock.mockResolvedValue(jsonResponse({ providers: [] }));
    render();
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByText(/call 555/)).toBeNull();
  });

  it('reads only its own fragment parameters', () => {
    const refused = `${SSO_REFUSED_COOKIE}=1`;
    expect(readSsoReturn('#sso_code=abc', '')).toEqual({ code: 'abc' });
    expect(readSsoReturn('#sso_error=No+role', `a=b; ${refused}`)).toEqual({ error: 'No role' });
    expect(readSsoReturn('#sso_error=No+role', '')).toBeNull();
    expect(readSsoReturn('#other=1', refused)).toBeNull();
    expect(readSsoReturn('', refused)).toBeNull();
  });
});
