import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../test/render';
import { UserPage } from './user';

function renderAs(db: Parameters<typeof makeCurrentUser>[0]) {
  stubApi({ 'GET /user/mfa': () => jsonResponse({ enabled: true, required: false }) });
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, makeCurrentUser(db));
  return renderWithProviders(<UserPage />, { route: '/User', queryClient });
}

describe('UserPage', { timeout: 20_000 }, () => {
  it('shows the account read-only, with roles, exam date, password and two-factor', async () => {
    renderAs({ roles: ['Learner', 'Author'], exam_date: '2031-02-03T12:00:00' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lee Learner');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const roles = within(screen.getByRole('list', { name: 'Roles' })).getAllByRole('listitem');
    expect(roles.map((r) => r.textContent)).toEqual(['Learner', 'Author']);
    expect(screen.getByTestId('current-exam-date')).toHaveTextContent('Mon, Feb 03, 2031');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(await screen.findByText(/^On\. Sign-in asks for a code/)).toBeInTheDocument();
    expect(screen.queryByText('Trial ends')).not.toBeInTheDocument();
  });

  it('opens the change password form in place', async () => {
    renderAs({});
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });

  it('tells a Trial user when the trial ends', () => {
    const end = dayjs().add(10, 'day').add(1, 'hour');
    renderAs({ roles: ['Trial'], subscription: { end_date: end.toISOString() } });
    expect(screen.getByText('Trial ends')).toBeInTheDocument();
    expect(screen.getByTestId('trial-end-date')).toHaveTextContent(
      `${end.format('MMMM D, h:mm A')} (10 days left)`,
    );
    expect(screen.getByRole('link', { name: /Register for a full license/ })).toBeInTheDocument();
  });
});
