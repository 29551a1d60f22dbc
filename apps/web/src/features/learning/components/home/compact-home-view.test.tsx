import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { resetPageDisplay } from '../../../../lib/settings-dialog';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { makeQuizCard, makeSection } from '../../../../test/quiz-fixtures';
import { emptyHomePage } from '../../utils/sample-pages';
import { CompactHomeView } from './compact-home-view';

const tz = new Date().getTimezoneOffset();

beforeEach(resetPageDisplay);

describe('CompactHomeView (/Home/indexV1)', () => {
  it('lists the dashboard figures and the quizzes as one-line rows, without charts', async () => {
    const base = emptyHomePage();
    const running = makeQuizCard({ quiz_id: 3, name: 'Clearances', inProgress: true, quizAttemptID: 30 });
    stubApi({
      [`GET /pages/home?tz_offset=${tz}`]: () =>
        jsonResponse({
          ...base,
          dashboard: { ...base.dashboard, days_to_exam: 12, overall_progress: 40 },
          continue_learning: [running],
          featured: [makeSection(8, 'Radio Work', [makeQuizCard()])],
        }),
    });
    renderWithProviders(<CompactHomeView />);

    const figures = within(await screen.findByRole('region', { name: 'Dashboard' }));
    expect(figures.getByText('Days to exam').nextSibling).toHaveTextContent('12');
    expect(figures.getByText('Overall progress').nextSibling).toHaveTextContent('40%');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const radio = within(screen.getByRole('region', { name: 'Radio Work' }));
    expect(radio.getByRole('button', { name: 'Start ATC Readbacks' })).toBeInTheDocument();

    // A quiz in progress resumes from its row, as on Home.
    const continuing = within(screen.getByRole('region', { name: 'Continue learning' }));
    await userEvent.click(continuing.getByRole('button', { name: 'Continue Clearances' }));
    expect(useQuizLaunch.getState()).toMatchObject({ status: 'resuming', quizAttemptId: 30 });
  });
});
