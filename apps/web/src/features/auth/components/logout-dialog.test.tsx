import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getTokens, setTokens } from '../../../lib/auth/token-store';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LOGOUT_DIALOG_DEFAULTS, openLogoutDialog, useLogoutDialog } from '../stores/logout-dialog-store';
import { LogoutDialog } from './logout-dialog';

const state = () => useLogoutDialog.getState();

function renderDialog() {
  return renderWithProviders(<LogoutDialog />, {
    route: '/Home',
    routes: [{ path: '/', element: <p>Sign-in page</p> }],
  });
}

describe('logout dialog store', () => {
  it('uses the spec defaults and resets a custom title and text on close and on the next open', () => {
    expect(state()).toMatchObject({ isOpen: false, ...LOGOUT_DIALOG_DEFAULTS, variant: 'single' });

    state().open({ title: 'Leave?', text: 'Deep link', variant: 'yes-no' });
    expect(state()).toMatchObject({ isOpen: true, title: 'Leave?', text: 'Deep link', variant: 'yes-no' });

    state().close();
    expect(state()).toMatchObject({ isOpen: false, ...LOGOUT_DIALOG_DEFAULTS, variant: 'single' });

    state().open({ text: 'Only the text' });
    state().open();
    expect(state()).toMatchObject({ isOpen: true, ...LOGOUT_DIALOG_DEFAULTS });
    state().close();
  });
});

describe('LogoutDialog', () => {
  it('asks with a single Yes and a close control; closing keeps the session', async () => {
    setTokens({ idToken: 'id', refreshToken: 'refresh' });
    const { fetchMock } = stubApi({});
    renderDialog();
    act(() => openLogoutDialog());

    const dialog = await screen.findByRole('dialog', { name: 'Confirmation: Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getTokens().idToken).toBe('id');
  });

  it('Yes logs out on the server, clears the tokens and returns to the login page', async () => {
    setTokens({ idToken: 'id', refreshToken: 'refresh' });
    const { requests } = stubApi({ 'POST /user/logout': () => jsonResponse({ success: true }) });
    renderDialog();
    act(() => openLogoutDialog());

    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(requests('POST /user/logout')).toHaveLength(1);
    expect(getTokens()).toEqual({ idToken: null, refreshToken: null });
    expect(state().isOpen).toBe(false);
  });

  it('offers Yes and No for a deep-link logout; No leaves everything as it was', async () => {
    setTokens({ idToken: 'id' });
    const { fetchMock } = stubApi({});
    renderDialog();
    act(() => openLogoutDialog({ variant: 'yes-no', text: 'Log out to open this link?' }));

    expect(await screen.findByText('Log out to open this link?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    expect(state()).toMatchObject({ isOpen: false, ...LOGOUT_DIALOG_DEFAULTS });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
