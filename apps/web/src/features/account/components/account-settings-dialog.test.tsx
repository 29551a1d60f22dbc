import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/current-user';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { openAccountSettings, useAccountDialog } from '../stores/account-dialog-store';
import { AccountSettingsDialog } from './account-settings-dialog';

afterEach(() => act(() => useAccountDialog.getState().close()));

const mfaOff = () => jsonResponse({ enabled: false, required: false });

function renderOpen(roles: string[]) {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, makeCurrentUser({ roles }));
  const view = renderWithProviders(<AccountSettingsDialog onPasswordChanged={vi.fn()} />, { queryClient });
  act(() => openAccountSettings());
  return view;
}

describe('AccountSettingsDialog', () => {
  it('shows name and email read-only, the exam date, password and two-factor sections', async () => {
    stubApi({ 'GET /user/mfa': mfaOff });
    renderOpen(['Learner']);

    const dialog = await screen.findByRole('dialog', { name: 'Account Settings' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Lee Learner');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('No date selected yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
  });

  it.each([['Learner'], ['Trial'], ['Author']])('hides Factory Reset from a %s', async (role) => {
    stubApi({ 'GET /user/mfa': mfaOff });
    renderOpen([role]);
    await screen.findByRole('dialog', { name: 'Account Settings' });
    expect(screen.queryByRole('button', { name: 'Factory Reset' })).not.toBeInTheDocument();
  });

  it('lets an Admin factory reset: confirm, delete, reload the cached data and close both dialogs', async () => {
    const { requests } = stubApi({
      'GET /user/mfa': mfaOff,
      'DELETE /user/data': () => jsonResponse({ success: true }),
    });
    const { queryClient } = renderOpen(['Admin', 'Author']);
    await userEvent.click(await screen.findByRole('button', { name: 'Factory Reset' }));

    const confirm = await screen.findByRole('dialog', { name: 'Factory Reset' });
    expect(confirm).toHaveTextContent(
      'All question, quiz, and progress data throughout the app, along with the target exam date, will be reset to the initial empty state',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('DELETE /user/data')).toHaveLength(1);
    expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(useAccountDialog.getState()).toMatchObject({ isOpen: false, isFactoryResetOpen: false });
  });

  it('Cancel in the reset dialog deletes nothing and keeps account settings open', async () => {
    const { fetchMock } = stubApi({ 'GET /user/mfa': mfaOff });
    renderOpen(['Admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Factory Reset' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Factory Reset' })).getByRole('button', {
        name: 'Cancel',
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Factory Reset' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Account Settings' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/user/mfa']);
  });
});
