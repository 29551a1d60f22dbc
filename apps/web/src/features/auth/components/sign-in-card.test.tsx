import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockingLoader } from '../../../components/ui/blocking-loader';
import { getTokens } from '../../../lib/auth/token-store';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SignInCard } from './sign-in-card';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));

function renderLogin() {
  return renderWithProviders(<SignInCard />, {
    route: '/?developer=true',
    routes: [{ path: '/Home', element: <p>Dashboard</p> }],
  });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, body: JSON.parse(String(init?.body)) as unknown };
}

describe('SignInCard', () => {
  it('labels its fields for password managers and assistive tech', () => {
    renderLogin();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/Email/)).toBeRequired();
  });

  it('explains what is missing and sends nothing', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    // The form's schema is imported when it is sent.
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    renderLogin();
    await fillAndSubmit('pilot-at-example', 'secret-pass');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows progress while signing in, stores the tokens and opens /Home', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { router } = renderLogin();

    await fillAndSubmit('pilot@example.org', 'correct horse');
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(lastRequest()).toEqual({
      url: '/api/user/login',
      body: { email: 'pilot@example.org', password: 'correct horse' },
    });

    answer(jsonResponse({ idToken: 'id-1', refreshToken: 'refresh-1' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Home');
    expect(getTokens()).toEqual({ idToken: 'id-1', refreshToken: null });
    expect(localStorage.getItem('idToken')).toBe('id-1');
  });

  it('blocks the screen with the loader while the signed-in user is obtained', async () => {
    let answerUser: (r: Response) => void = () => {};
    fetchMock.mockImplementation((url) =>
      String(url) === '/api/user/login'
        ? Promise.resolve(jsonResponse({ idToken: 'id-2', refreshToken: 'refresh-2' }))
        : new Promise((resolve) => (answerUser = resolve)),
    );
    renderWithProviders(
      <>
        <SignInCard />
        <BlockingLoader />
      </>,
      { route: '/?developer=true', routes: [{ path: '/Home', element: <p>Dashboard</p> }] },
    );
    await fillAndSubmit('pilot@example.org', 'correct horse');
    expect(await screen.findByText('Obtaining domain-specific data...')).toBeInTheDocument();
    answerUser(jsonResponse({ message: 'not needed here' }, 500));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Obtaining domain-specific data...')).not.toBeInTheDocument(),
    );
  });

  it("shows the server's message inline when sign-in fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Invalid email or password' }, 401));
    renderLogin();
    await fillAndSubmit('pilot@example.org', 'wrong');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(getTokens().idToken).toBeNull();
  });

  it('asks for a 6-digit code when the account uses MFA, then signs in', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ user_mfas: ['totp'], mfa_token: 'mfa-9' }));
    renderLogin();
    const user = await fillAndSubmit('pilot@example.org', 'correct horse');

    const code = await screen.findByLabelText(/Authentication code/);
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse({ idToken: 'id-2', refreshToken: 'refresh-2' }));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByText('Dashboard');
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/user/mfa/verify');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ mfa_token: 'mfa-9', code: '123456' });
    await waitFor(() => expect(getTokens().idToken).toBe('id-2'));
  });
});
