import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ACTIVE_ATTEMPTS_OBTAINED } from '../api/get-active-attempts';
import { ACTIVITY_OBTAINED } from '../api/get-activity';
import { FEEDBACK_OBTAINED } from '../api/get-feedback';
import { makeActiveAttempt, makeEvent, makeFeedback, makeTenantSettings } from './admin-fixtures';
import { SETTINGS_SAVED } from './settings-form';
import { SystemAdminTabs } from './system-admin-tabs';

const firstColumn = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const settings = makeTenantSettings();

describe('SystemAdminTabs', { timeout: 20_000 }, () => {
  it('opens on Users and keeps the open tab in the address', async () => {
    stubApi({ 'GET /user/all': () => jsonResponse([]), 'GET /attempt/feedbacks': () => jsonResponse([]) });
    const { router } = renderWithProviders(<SystemAdminTabs />, { route: '/SystemAdmin' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Users',
      'Feedback',
      'Question Activity',
      'Active Attempts',
      'Live',
      'Settings',
      'Tenants',
      'Single sign-on',
      'LTI',
    ]);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No users in this organisation yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(router.state.location.search).toBe('?tab=feedback');
    expect(screen.getByRole('tabpanel', { name: 'Feedback' })).toBeInTheDocument();
    expect(await screen.findByText(/No feedback yet/)).toBeInTheDocument();
  });

  it('lists feedback newest first', async () => {
    stubApi({
      'GET /attempt/feedbacks': () =>
        jsonResponse([
          makeFeedback({ feedback_id: 1, date_created: '2025-02-01T10:00:00', feedback: 'older' }),
          makeFeedback({ feedback_id: 2, date_created: '2025-03-05T16:30:00', feedback: 'newest' }),
          makeFeedback({ feedback_id: 3, date_created: 'garbage', feedback: 'undated', email: null }),
        ]),
    });
    renderWithProviders(<SystemAdminTabs />, { route: '/SystemAdmin?tab=feedback' });
    expect(await screen.findByText(FEEDBACK_OBTAINED)).toBeInTheDocument();
    expect(firstColumn('Feedback')).toEqual(['03/05/2025 - 4:30 PM', '02/01/2025 - 10:00 AM', 'N/A']);
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
  });

  it('lists question activity by event id, newest first', async () => {
    stubApi({
      'GET /user/activity': () =>
        jsonResponse([
          makeEvent({ event_log_id: 9, event: 'quiz_started' }),
          makeEvent({ event_log_id: 41, event: 'question_answered' }),
          makeEvent({ event_log_id: 12, event: 'quiz_paused', question_outcome: null }),
        ]),
    });
    renderWithProviders(<SystemAdminTabs />, { route: '/SystemAdmin/indexV1?tab=activity' });
    expect(await screen.findByText(ACTIVITY_OBTAINED)).toBeInTheDocument();
    expect(firstColumn('Question activity')).toEqual(['41', '12', '9']);
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('lists every user’s active attempts', async () => {
    stubApi({
      'GET /user/attempts': () =>
        jsonResponse([makeActiveAttempt({ attempt_type: 'text', name: 'Clearances' })]),
    });
    renderWithProviders(<SystemAdminTabs />, { route: '/SystemAdmin?tab=attempts' });
    expect(await screen.findByText(ACTIVE_ATTEMPTS_OBTAINED)).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Active attempts' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Lee Learner');
    expect(row).toHaveTextContent('Clearances');
    expect(row).toHaveTextContent('Chat');
  });

  it('saves only the settings that changed', async () => {
    const { requests } = stubApi({
      'GET /settings': () => jsonResponse(settings),
      'GET /course': () => jsonResponse([]),
      'PUT /settings': () =>
        jsonResponse({ ...settings, maintenance_mode: true, announcement: 'Checkride week' }),
    });
    renderWithProviders(<SystemAdminTabs />, { route: '/SystemAdmin?tab=settings' });
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    expect(
      screen.getByText(/everyone but administrators is sent to the maintenance notice/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Announcement' }), 'Checkride week');
    await userEvent.click(save);

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(requests('PUT /settings')).toEqual([{ maintenance_mode: true, announcement: 'Checkride week' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled());
  });
});
