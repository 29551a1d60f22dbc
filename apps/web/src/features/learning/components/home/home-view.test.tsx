import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomePage } from '@wilco/shared';
import { beforeEach, describe, expect, it } from 'vitest';
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
    const continueLearning = within(screen.getByRole('region', { name: 'Continue learning' }));
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
    const all = within(screen.getByRole('dialog', { name: 'All quizzes in progress' }));
    expect(all.getAllByRole('listitem')).toHaveLength(4);
  });
});
