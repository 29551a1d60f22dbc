import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ChangePasswordSection, NO_PASSWORD_TEXT } from './change-password-section';
import { TwoFactorSection } from './two-factor-section';

const currentPassword = () => screen.getByLabelText(/^Current password/);
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password/);
const save = () => screen.getByRole('button', { name: 'Save' });

const mfa = (enabled: boolean) => ({
  'GET /user/mfa': () => jsonResponse({ enabled, required: false }),
});

describe('ChangePasswordSection', () => {
  it('stays hidden until Change Password, and Cancel hides it again', async () => {
    stubApi(mfa(false));
    renderWithProviders(<ChangePasswordSection onPasswordChanged={vi.fn()} hasPassword />);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(currentPassword()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it('shows the spec’s messages and keeps Save disabled until the form is valid', async () => {
    const { requests } = stubApi(mfa(false));
    renderWithProviders(<ChangePasswordSection onPasswordChanged={vi.fn()} hasPassword />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(save()).toBeDisabled();

    await user.type(newPassword(), 'x');
    await user.clear(newPassword());
    await user.tab();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(newPassword(), 'short');
    expect(screen.getByText('Password must be more than 8 characters')).toBeInTheDocument();

    await user.clear(newPassword());
    await user.type(newPassword(), 'cleared-for-takeoff');
    await user.type(confirmPassword(), 'cleared-to-land');
    await user.tab();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'cleared-for-takeoff');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
    await user.click(save());
    // docs/product/shell-and-accounts.md, "Password": nothing is sent without the current password.
    expect(screen.getByText('Enter your current password')).toBeInTheDocument();
    expect(requests('POST /user/directResetPassword')).toEqual([]);
  });

  it('saves through directResetPassword and then hands over to sign-out', async () => {
    const { requests } = stubApi({
      ...mfa(false),
      'POST /user/directResetPassword': () => jsonResponse({ success: true }),
    });
    const onPasswordChanged = vi.fn();
    renderWithProviders(<ChangePasswordSection onPasswordChanged={onPasswordChanged} hasPassword />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(currentPassword(), 'the-old-password');
    await user.type(newPassword(), 'cleared-for-takeoff');
    await user.type(confirmPassword(), 'cleared-for-takeoff');
    await user.click(save());

    await vi.waitFor(() => expect(onPasswordChanged).toHaveBeenCalledTimes(1));
    expect(requests('POST /user/directResetPassword')).toEqual([
      { password: 'cleared-for-takeoff', current_password: 'the-old-password' },
    ]);
  });

  it('asks for a code from the authenticator when two-factor sign-in is on', async () => {
    const { requests } = stubApi({
      ...mfa(true),
      'POST /user/directResetPassword': () => jsonResponse({ success: true }),
    });
    const onPasswordChanged = vi.fn();
    renderWithProviders(<ChangePasswordSection onPasswordChanged={onPasswordChanged} hasPassword />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(currentPassword(), 'the-old-password');
    await user.type(newPassword(), 'cleared-for-takeoff');
    await user.type(confirmPassword(), 'cleared-for-takeoff');
    const code = await screen.findByRole('textbox', { name: /code/i });
    await user.click(save());
    expect(requests('POST /user/directResetPassword')).toEqual([]);
    await user.type(code, '123456');
    await user.click(save());
    await vi.waitFor(() => expect(onPasswordChanged).toHaveBeenCalledTimes(1));
    expect(requests('POST /user/directResetPassword')).toEqual([
      { password: 'cleared-for-takeoff', current_password: 'the-old-password', code: '123456' },
    ]);
  }, 30_000);

  it('offers nothing to change, and no two-factor set-up, to an account without a password', async () => {
    stubApi(mfa(false));
    renderWithProviders(
      <>
        <ChangePasswordSection onPasswordChanged={vi.fn()} hasPassword={false} />
        <TwoFactorSection hasPassword={false} />
      </>,
    );
    expect(screen.getByText(NO_PASSWORD_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.getByText(/nothing to set up here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set up two-factor/ })).not.toBeInTheDocument();
  });
});
