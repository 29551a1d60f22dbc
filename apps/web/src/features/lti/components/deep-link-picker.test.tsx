import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { DeepLinkPicker } from './deep-link-picker';
import { LtiRoster } from './lti-roster';

describe('deep linking and the roster (docs/product/integrations.md, "Deep linking")', () => {
  it('sends the picked activities and posts the signed answer back to the platform', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { requests } = stubApi({
      'GET /lti/launch/5/choices': () =>
        jsonResponse({
          quizzes: [{ quiz_id: 1, name: 'Weather Theory' }],
          scenarios: [{ deep_link: 'pattern-work', name: 'Traffic pattern' }],
        }),
      'POST /lti/deep-link': () => jsonResponse({ return_url: 'https://lms.test/return', jwt: 'signed' }),
    });
    renderWithProviders(<DeepLinkPicker launchId={5} />);
    const add = await screen.findByRole('button', { name: 'Add to course' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Traffic pattern' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weather Theory' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to course' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(requests('POST /lti/deep-link')).toEqual([
      {
        launch_id: 5,
        items: [
          { kind: 'scenario', deep_link: 'pattern-work' },
          { kind: 'quiz', quiz_id: 1 },
        ],
      },
    ]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://lms.test/return');
    expect((form.elements.namedItem('JWT') as HTMLInputElement).value).toBe('signed');
    submit.mockRestore();
  });

  it("shows the roster's progress, and who has not opened Wilco yet", async () => {
    stubApi({
      'GET /lti/launch/6/roster': () =>
        jsonResponse({
          context_title: 'Ground School',
          members: [
            {
              name: 'Pat',
              email: null,
              roles: ['Learner'],
              status: 'Active',
              user_id: 3,
              quizzes_completed: 2,
              average_score: 0.75,
              simulations_completed: 1,
            },
            {
              name: 'Sam',
              email: null,
              roles: ['Learner'],
              status: 'Active',
              user_id: null,
              quizzes_completed: 0,
              average_score: null,
              simulations_completed: 0,
            },
          ],
        }),
    });
    renderWithProviders(<LtiRoster launchId={6} />);
    expect(await screen.findByRole('heading', { name: 'Progress in Ground School' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pat Learner 2 75% 1/ })).toBeInTheDocument();
    expect(screen.getByText('Has not opened Wilco yet')).toBeInTheDocument();
  });
});
