import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeEvent, makeFeedback } from './admin-fixtures';
import { SystemAdminV1 } from './system-admin-v1';

describe('SystemAdminV1 (/SystemAdmin/indexV1)', { timeout: 20_000 }, () => {
  it('shows users, feedback and question activity one under another, without tabs or the newer screens', async () => {
    stubApi({
      'GET /user/all': () => jsonResponse([]),
      'GET /attempt/feedbacks': () => jsonResponse([makeFeedback({})]),
      'GET /user/activity': () => jsonResponse([makeEvent({ event_log_id: 41, event: 'question_answered' })]),
    });
    renderWithProviders(<SystemAdminV1 />, { route: '/SystemAdmin/indexV1' });
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['v1-users', 'v1-feedback', 'v1-activity']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Users',
      'Feedback',
      'Question Activity',
    ]);
    const activity = within(screen.getByRole('region', { name: 'Question Activity' }));
    expect(await activity.findByRole('table', { name: 'Question activity' })).toHaveTextContent('41');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Tenants')).not.toBeInTheDocument();
  });
});
