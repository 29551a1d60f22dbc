import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useLogoutDialog } from '../stores/logout-dialog-store';
import { RESET_LINK_LOGOUT_TEXT, useResetLinkWhileSignedIn } from './use-reset-link-while-signed-in';

function Page() {
  useResetLinkWhileSignedIn();
  return <p>Home</p>;
}

afterEach(() => useLogoutDialog.getState().close());

describe('useResetLinkWhileSignedIn', () => {
  it('asks Yes/No to log out first, then leads to the reset form', async () => {
    const { router } = renderWithProviders(<Page />, { route: '/Home?reset_token=abc123' });
    await screen.findByText('Home');

    expect(useLogoutDialog.getState()).toMatchObject({
      isOpen: true,
      variant: 'yes-no',
      title: 'Confirmation: Logout',
      text: RESET_LINK_LOGOUT_TEXT,
      redirectTo: '/?reset_token=abc123',
    });
    expect(router.state.location.search).toBe('');
  });

  it('does nothing without a reset link', async () => {
    renderWithProviders(<Page />, { route: '/Home' });
    await screen.findByText('Home');
    expect(useLogoutDialog.getState().isOpen).toBe(false);
  });
});
