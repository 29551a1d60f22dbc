import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LoginPanel } from './login-panel';

const TOKEN = 'reset-token-0123456789abcdef';

async function choosePassword(password: string, confirm = password) {
  const user = userEvent.setup();
  // The reset card is its own chunk: wait for it.
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.tab();
  return user;
}

describe('LoginPanel with a reset link', () => {
  it('asks for a new password with the spec’s rules before sending anything', async () => {
    const { fetchMock } = stubApi({});
    renderWithProviders(<LoginPanel />, { route: `/?reset_token=${TOKEN}` });

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await choosePassword('short', 'shorter');
    expect(screen.getAllByText('Password must be more than 8 characters')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the password, then shows the sign-in form with a confirmation', async () => {
    const { requests } = stubApi({ 'POST /user/resetPassword': () => jsonResponse({ success: true }) });
    const { router } = renderWithProviders(<LoginPanel />, {
      route: `/?developer=true&reset_token=${TOKEN}`,
    });

    const user = await choosePassword('cleared-for-takeoff');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('Password changed. Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(requests('POST /user/resetPassword')).toEqual([{ token: TOKEN, password: 'cleared-for-takeoff' }]);
    expect(router.state.location.search).toBe('?developer=true');
  });

  it('shows the server’s message when the link is no longer valid', async () => {
    stubApi({
      'POST /user/resetPassword': () =>
        jsonResponse({ message: 'This reset link has expired. Ask for a new one.' }, 400),
    });
    renderWithProviders(<LoginPanel />, { route: `/?reset_token=${TOKEN}` });

    const user = await choosePassword('cleared-for-takeoff');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('This reset link has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});
