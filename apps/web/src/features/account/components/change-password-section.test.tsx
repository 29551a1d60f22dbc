import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ChangePasswordSection } from './change-password-section';

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password/);
const save = () => screen.getByRole('button', { name: 'Save' });

describe('ChangePasswordSection', () => {
  it('stays hidden until Change Password, and Cancel hides it again', async () => {
    stubApi({});
    renderWithProviders(<ChangePasswordSection onPasswordChanged={vi.fn()} />);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(newPassword()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it('shows the spec’s messages and keeps Save disabled until the form is valid', async () => {
    const { fetchMock } = stubApi({});
    renderWithProviders(<ChangePasswordSection onPasswordChanged={vi.fn()} />);
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves through directResetPassword and then hands over to sign-out', async () => {
    const { requests } = stubApi({ 'POST /user/directResetPassword': () => jsonResponse({ success: true }) });
    const onPasswordChanged = vi.fn();
    renderWithProviders(<ChangePasswordSection onPasswordChanged={onPasswordChanged} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(newPassword(), 'cleared-for-takeoff');
    await user.type(confirmPassword(), 'cleared-for-takeoff');
    await user.click(save());

    await vi.waitFor(() => expect(onPasswordChanged).toHaveBeenCalledTimes(1));
    expect(requests('POST /user/directResetPassword')).toEqual([{ password: 'cleared-for-takeoff' }]);
  });
});
