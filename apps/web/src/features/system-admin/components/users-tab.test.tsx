import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../lib/notifications';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { USERS_OBTAINED } from '../api/get-users';
import { makeAdminUser } from './admin-fixtures';
import { RESET_FAILED_TEXT } from './user-actions';
import { UsersTab } from './users-tab';

const users = [
  makeAdminUser({
    user_id: 1,
    display_name: 'Avery Admin',
    email: 'admin@wilco.dev',
    roles: ['Admin'],
    date_created: '2025-01-01T10:00:00Z',
  }),
  makeAdminUser({
    user_id: 2,
    display_name: 'Lee Learner',
    email: 'learner@wilco.dev',
    date_created: '2025-03-01T10:00:00Z',
  }),
  makeAdminUser({
    user_id: 3,
    display_name: 'Taylor Trial',
    email: 'trial@wilco.dev',
    roles: ['Trial'],
    date_created: '2025-02-01T10:00:00Z',
  }),
];

const table = () => screen.getByRole('table', { name: 'Users' });
const emails = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** Waits for the list, then dismisses its green notice so the next one shows (one at a time). */
async function loaded() {
  await screen.findByRole('table', { name: 'Users' });
  act(() => useNotificationStore.setState({ queue: [] }));
}

// MUI tables with menus and dialogs render slowly in jsdom on a busy two-core machine.
describe('UsersTab', { timeout: 20_000 }, () => {
  it('lists users newest first and says so in green', async () => {
    stubApi({ 'GET /user/all': () => jsonResponse(users) });
    renderWithProviders(<UsersTab />);
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();

    expect(await screen.findByText(USERS_OBTAINED)).toBeInTheDocument();
    expect(emails()).toEqual(['learner@wilco.dev', 'trial@wilco.dev', 'admin@wilco.dev']);
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table()).getByText('03/01/2025', { exact: false })).toBeInTheDocument();
  });

  it('sorts by the column clicked, and back', async () => {
    stubApi({ 'GET /user/all': () => jsonResponse(users) });
    renderWithProviders(<UsersTab />);
    await screen.findByRole('table', { name: 'Users' });

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ })).not.toHaveAttribute('aria-sort');
    expect(emails()).toEqual(['admin@wilco.dev', 'learner@wilco.dev', 'trial@wilco.dev']);

    await userEvent.click(screen.getByRole('button', { name: /Name, sorted ascending/ }));
    expect(emails()).toEqual(['trial@wilco.dev', 'learner@wilco.dev', 'admin@wilco.dev']);
  });

  it('searches name, email and roles', async () => {
    stubApi({ 'GET /user/all': () => jsonResponse(users) });
    renderWithProviders(<UsersTab />);
    const search = await screen.findByRole('searchbox', { name: 'Search users' });

    await userEvent.type(search, 'TRIAL');
    expect(emails()).toEqual(['trial@wilco.dev']);
    expect(screen.getByText('1 user shown')).toHaveAttribute('role', 'status');

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No users match “nobody”.')).toBeInTheDocument();
  });

  it('shows an empty state when there are no users', async () => {
    stubApi({ 'GET /user/all': () => jsonResponse([]) });
    renderWithProviders(<UsersTab />);
    expect(await screen.findByText('No users in this organisation yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('only logs a failed fetch and clears the loading state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /user/all': () => jsonResponse({ message: 'Forbidden' }, 403) });
    renderWithProviders(<UsersTab />);

    expect(await screen.findByText(/Could not load users/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Could not obtain all users from backend.', expect.anything());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(USERS_OBTAINED)).not.toBeInTheDocument();
  });

  it('confirms, then sends a password reset email', async () => {
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'POST /user/3/sendPasswordReset': () =>
        jsonResponse({ success: true, message: 'Send password reset email to trial@wilco.dev' }),
    });
    renderWithProviders(<UsersTab />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for trial@wilco.dev' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Send password reset email' }));

    const dialog = screen.getByRole('dialog', { name: 'Password reset' });
    expect(dialog).toHaveAccessibleDescription('Send password reset email to trial@wilco.dev');
    expect(requests('POST /user/3/sendPasswordReset')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Password reset email sent to trial@wilco.dev.')).toBeInTheDocument();
    expect(requests('POST /user/3/sendPasswordReset')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Password reset' })).not.toBeInTheDocument(),
    );
  });

  it('sends nothing when the reset is cancelled, and only logs a failed send', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'POST /user/2/sendPasswordReset': () => jsonResponse({ message: 'Mail is down' }, 503),
    });
    renderWithProviders(<UsersTab />);
    await loaded();
    const open = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Actions for learner@wilco.dev' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Send password reset email' }));
      return screen.getByRole('dialog', { name: 'Password reset' });
    };

    await userEvent.click(within(await open()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST /user/2/sendPasswordReset')).toHaveLength(0);

    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(dialog).findByText(RESET_FAILED_TEXT)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send email' })).toBeEnabled();
    expect(error).toHaveBeenCalledWith('Could not send the password reset email.', expect.anything());
    expect(screen.queryByText(/Code: 503/)).not.toBeInTheDocument();
  });

  it('requires two-factor sign-in for a user and updates the row', async () => {
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'PUT /user/2/mfaRequired': () => jsonResponse({ ...users[1], mfa_required: true }),
    });
    renderWithProviders(<UsersTab />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for learner@wilco.dev' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Require two-factor sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Require two-factor sign-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Require' }));

    expect(
      await screen.findByText('Two-factor sign-in is now required for learner@wilco.dev.'),
    ).toBeInTheDocument();
    expect(requests('PUT /user/2/mfaRequired')).toEqual([{ required: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(table()).getByText('learner@wilco.dev').closest('tr');
    expect(row).toHaveTextContent('Off, required');
  });

  it('grants the Backend API Tester, keeping other features, then offers to revoke it', async () => {
    const learner = { ...users[1]!, features: ['voice'] };
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse([users[0], learner, users[2]]),
      'PUT /user/2/features': (init) =>
        jsonResponse({ ...learner, ...(JSON.parse(String(init?.body)) as { features: string[] }) }),
    });
    renderWithProviders(<UsersTab />);
    await loaded();
    const openMenu = () =>
      userEvent.click(screen.getByRole('button', { name: 'Actions for learner@wilco.dev' }));
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Grant Backend API Tester' }));
    const grant = screen.getByRole('dialog', { name: 'Grant Backend API Tester' });
    await userEvent.click(within(grant).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Backend API Tester granted to learner@wilco.dev.')).toBeInTheDocument();
    expect(requests('PUT /user/2/features')).toEqual([{ features: ['voice', 'backend-tester'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Revoke Backend API Tester' }));
    const revoke = screen.getByRole('dialog', { name: 'Revoke Backend API Tester' });
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(requests('PUT /user/2/features')).toHaveLength(2));
    expect(requests('PUT /user/2/features')[1]).toEqual({ features: ['voice'] });
  });

  it('explains a failed grant in its dialog only', async () => {
    stubApi({
      'GET /user/all': () => jsonResponse(users),
      'PUT /user/2/features': () => jsonResponse({ message: 'Internal server error' }, 500),
    });
    // The app's own client: failed writes are announced by its mutation cache unless the dialog says so.
    renderWithProviders(<UsersTab />, { queryClient: createQueryClient() });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for learner@wilco.dev' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Grant Backend API Tester' }));
    const grant = screen.getByRole('dialog', { name: 'Grant Backend API Tester' });
    await userEvent.click(within(grant).getByRole('button', { name: 'Grant' }));
    expect(
      await within(grant).findByText('The change could not be saved. Try again in a moment.'),
    ).toBeVisible();
    expect(useNotificationStore.getState().queue).toEqual([]);
  });
});
