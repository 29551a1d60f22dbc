import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { ForcedMfaDialog } from './forced-mfa-dialog';
import { MfaEnrollment } from './mfa-enrollment';

const enrollment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Wilco:lee?secret=JBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('MfaEnrollment', () => {
  it('shows the QR code and the key, checks the code, then confirms it', async () => {
    const { requests } = stubApi({
      'POST /user/mfa/enroll': () => jsonResponse(enrollment),
      'POST /user/mfa/enroll/confirm': () => jsonResponse({ success: true }),
    });
    const onEnrolled = vi.fn();
    renderWithProviders(<MfaEnrollment onEnrolled={onEnrolled} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    // docs/product/shell-and-accounts.md, "Account security changes": set-up starts with the password.
    const password = screen.getByLabelText(/^Current password/);
    expect(password).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your current password')).toBeInTheDocument();
    expect(requests('POST /user/mfa/enroll')).toEqual([]);
    await user.type(password, 'my-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByAltText(/QR code/)).toHaveAttribute('src', enrollment.qr_data_url);
    expect(requests('POST /user/mfa/enroll')).toEqual([{ current_password: 'my-password' }]);
    expect(screen.getByText(enrollment.secret)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();

    const turnOn = screen.getByRole('button', { name: 'Turn on two-factor authentication' });
    await user.type(screen.getByLabelText(/6-digit code/), '12a');
    await user.click(turnOn);
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(requests('POST /user/mfa/enroll/confirm')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '123 456');
    await user.click(turnOn);

    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(requests('POST /user/mfa/enroll/confirm')).toEqual([{ code: '123456' }]);
    expect(onEnrolled).toHaveBeenCalledTimes(1);
  });
});

describe('ForcedMfaDialog', () => {
  it('blocks the app until a required second factor is set up; Escape does not close it', async () => {
    stubApi({});
    const queryClient = createTestQueryClient();
    const user = makeCurrentUser({ mfa: { enabled: false, required: true } });
    seedCurrentUser(queryClient, user);
    const onSignOut = vi.fn(async () => {});
    renderWithProviders(<ForcedMfaDialog user={user} onSignOut={onSignOut} />, { queryClient });

    const dialog = screen.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['on and required', { enabled: true, required: true }],
    ['off and not required', { enabled: false, required: false }],
  ])('stays away when two-factor is %s', (_label, mfa) => {
    stubApi({});
    renderWithProviders(
      <ForcedMfaDialog user={makeCurrentUser({ mfa })} onSignOut={vi.fn(async () => {})} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
