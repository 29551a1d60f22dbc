import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomePage } from '@wilco/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { resetPageDisplay } from '../../../../lib/settings-dialog';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { makeQuizCard, makeSection } from '../../../../test/quiz-fixtures';
import { emptyHomePage } from '../../utils/sample-pages';
import { HomeView } from './home-view';

const tz = new Date().getTimezoneOffset();
const running = (quiz_id: number, name: string) =>
  makeQuizCard({ quiz_id, name, inProgress: true, quizAttemptID: quiz_id });

function home(over: Partial<HomePage>): HomePage {
  const base = emptyHomePage();
  return { ...base, dashboard: { ...base.dashboard, days_to_exam: null }, ...over };
}

beforeEach(resetPageDisplay);

describe('HomeView', () => {
  it('gives a new learner the dashboard, an empty continue-learning list and the featured quizzes', async () => {
    stubApi({
      [`GET /pages/home?tz_offset=${tz}`]: () =>
        jsonResponse(home({ featured: [makeSection(8, 'Radio Work', [makeQuizCard()])] })),
    });
    renderWithProviders(<HomeView />);

    expect(await screen.findByText('Set your exam date in Account Settings')).toBeInTheDocument();
    // What is below the dashboard renders once the browser is idle (decision 036).
    const continueLearning = within(await screen.findByRole('region', { name: 'Continue learning' }));
    expect(continueLearning.getByText(/^No quizzes in progress/)).toBeInTheDocument();
    const featured = within(screen.getByRole('region', { name: 'Featured quizzes' }));
    expect(featured.getByRole('button', { name: /^ATC Readbacks, Not started/ })).toBeInTheDocument();
    expect(featured.getByRole('link', { name: 'View all featured quizzes' })).toHaveAttribute(
      'href',
      '/Quizzes',
    );
  });

  it('searches the quizzes in progress and lists them all in the continue-learning view', async () => {
    const quizzes = [
      running(1, 'ATC Readbacks'),
      running(2, 'Weather Theory'),
      running(3, 'Airspace'),
      running(4, 'Aeromedical Factors'),
    ];
    stubApi({
      [`GET /pages/home?tz_offset=${tz}`]: () => jsonResponse(home({ continue_learning: quizzes })),
    });
    renderWithProviders(<HomeView />);

    const region = within(await screen.findByRole('region', { name: 'Continue learning' }));
    expect(region.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(region.getByRole('searchbox', { name: 'Search quizzes in progress' }), 'WEATHER');
    expect(region.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Weather Theory'),
    ]);

    await userEvent.click(region.getByRole('button', { name: 'View all (4)' }));
    // The dialog (MUI) loads with its first opening (decision 036).
    const all = within(await screen.findByRole('dialog', { name: 'All quizzes in progress' }));
    expect(all.getAllByRole('listitem')).toHaveLength(4);
  });

  it('lists the open review across courses first under Continue learning and resumes it', async () => {
    useQuizLaunch.getState().clear();
    const summary = {
      exam_date: null,
      due: { overdue: 0, today: 0, week: 0 },
      scenarios: { overdue: 0, today: 0, week: 0 },
      open_review: {
        quiz_attempt_id: 41,
        attempt_type: 'chat',
        questions: 4,
        answered: 1,
        last_activity: '2030-07-01T00:00:00Z',
      },
      primary_course: null,
      forecast: {
        status: 'no_exam_date',
        remaining: 0,
        pace: 0,
        finish_date: null,
        days_left: null,
        days_to_spare: null,
        needed_per_day: null,
        text: '',
      },
    };
    stubApi({
      [`GET /pages/home?tz_offset=${tz}`]: () =>
        jsonResponse(home({ continue_learning: [running(1, 'ATC Readbacks')] })),
      [`GET /review/summary?tz_offset=${tz}`]: () => jsonResponse(summary),
    });
    renderWithProviders(<HomeView />);

    const region = within(await screen.findByRole('region', { name: 'Continue learning' }));
    const tile = await region.findByRole('button', { name: /^Review, in progress, resume/ });
    expect(region.getAllByRole('listitem')[0]).toHaveTextContent('1/4 answered');
    await userEvent.click(tile);
    expect(useQuizLaunch.getState()).toMatchObject({ status: 'resuming', quizAttemptId: 41 });
  });
});
