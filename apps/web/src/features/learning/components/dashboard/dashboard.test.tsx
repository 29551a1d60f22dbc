import { render, screen, within } from '@testing-library/react';
import { NO_TOPIC_YET } from '@wilco/shared';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountDialog } from '../../../../lib/account-dialog';
import { emptyHomePage, sampleHomePage } from '../../utils/sample-pages';
import { Dashboard, SET_EXAM_DATE_PROMPT } from './dashboard';

const renderDashboard = (dashboard: Parameters<typeof Dashboard>[0]['dashboard']) =>
  render(
    <MemoryRouter>
      <Dashboard dashboard={dashboard} />
    </MemoryRouter>,
  );

afterEach(() => useAccountDialog.getState().close());

const now = new Date('2030-06-15T10:00:00');
const card = (name: string) => within(screen.getByRole('region', { name }));

describe('Dashboard', () => {
  it("makes 'Set exam date' and 'Go to course' actions: the exam date picker and the courses", async () => {
    const { dashboard } = emptyHomePage(now);
    renderDashboard({ ...dashboard, days_to_exam: null });
    await userEvent.click(card('Days to exam').getByRole('button', { name: 'Set exam date' }));
    expect(useAccountDialog.getState()).toMatchObject({ isOpen: true, focus: 'exam-date' });
    expect(card('Overall progress').getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      '/Course',
    );
  });

  it('shows a new learner zeros, the exam-date prompt and the weak-topic text', () => {
    const { dashboard } = emptyHomePage(now);
    renderDashboard({ ...dashboard, days_to_exam: null });

    expect(card('Days to exam').getByText(SET_EXAM_DATE_PROMPT)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(card('Quizzes in progress').getByText('0')).toBeInTheDocument();
    expect(card('Strongest topic').getByText(NO_TOPIC_YET)).toBeInTheDocument();
    expect(card('Weakest topic').getByText(NO_TOPIC_YET)).toBeInTheDocument();
    expect(card('Weakest topic').queryByText(/% correct/)).not.toBeInTheDocument();
    expect(card('Days practised').getByText('Practised on 0 of the last 7 days')).toBeInTheDocument();
  });

  it('shows the active state: days to exam, progress, topics and the week', () => {
    renderDashboard(sampleHomePage(now).dashboard);

    expect(card('Days to exam').getByText('64')).toBeInTheDocument();
    expect(card('Days to exam').getByText('days to exam')).toBeInTheDocument();
    expect(card('Days to exam').getByText('Sun, Aug 18, 2030')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(card('Strongest topic').getByText('Airspace')).toBeInTheDocument();
    expect(card('Strongest topic').getByText('80% correct')).toBeInTheDocument();
    expect(card('Weakest topic').getByText('Weather')).toBeInTheDocument();
    expect(card('Days practised').getByText('Practised on 5 of the last 7 days')).toBeInTheDocument();
  });

  it('gives screen readers the chart as a table, one row per weekday', () => {
    renderDashboard(sampleHomePage(now).dashboard);
    const table = screen.getByRole('table', { name: 'Questions answered on each of the last 7 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2030-06-11', '12', 'Yes']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2030-06-10', '0', 'No']);
  });
});
