import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { resetPageDisplay, useSettingsDialog } from '../../../../lib/settings-dialog';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { useQuizPanel } from '../../stores/quiz-panel-store';
import { makeAttempt, makeQuiz, makeQuizCard, makeSection } from '../../../../test/quiz-fixtures';
import { QuizLaunchGate } from '../launch/quiz-launch-gate';
import { QuizPanels } from '../panel/quiz-panels';
import { QuizzesView } from './quizzes-view';

const readbacks = makeQuizCard({ quiz_id: 1, name: 'ATC Readbacks' });
const warmup = makeQuizCard({ quiz_id: 2, name: 'Checkride Oral Warm-up', area_id: 7, attempts: 1 });
const page = {
  sections: [makeSection(7, 'Checkride Prep', [warmup]), makeSection(8, 'Radio Work', [readbacks])],
};

beforeEach(() => {
  resetPageDisplay();
  useQuizLaunch.getState().clear();
  useQuizPanel.getState().close();
});

function renderPage() {
  return renderWithProviders(
    <>
      <QuizLaunchGate player={<p>Quiz player</p>}>
        <QuizzesView />
      </QuizLaunchGate>
      <QuizPanels />
    </>,
  );
}

const tile = (name: RegExp) => screen.getByRole('button', { name });

describe('QuizzesView', () => {
  it('filters by state and title, and says when nothing is left', async () => {
    stubApi({ 'GET /pages/quizzes': () => jsonResponse(page) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Checkride Prep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Radio Work' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'In Progress' }));
    expect(
      screen.getByText('No quizzes in progress. Start a quiz and it will show here.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(tile(/^Checkride Oral Warm-up, Completed/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Radio Work' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All Quizzes' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search quizzes' }), 'READBACK');
    expect(tile(/^ATC Readbacks/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkride Prep' })).not.toBeInTheDocument();
  });

  it('opens the side card of a quiz not in progress, then its attempts, sortable by date', async () => {
    const attempts = [
      makeAttempt({ quiz_attempt_id: 3, date_started: '2030-03-06T09:00:00Z', completed: true, score: 0.5 }),
      makeAttempt({ quiz_attempt_id: 2, date_started: '2030-03-08T09:00:00Z', completed: true, score: 1 }),
    ];
    stubApi({
      'GET /pages/quizzes': () => jsonResponse(page),
      'GET /attempt/quiz/1': () => jsonResponse({ quiz_attempts: attempts, question_ids_by_score: [] }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^ATC Readbacks/ }));

    const card = within(screen.getByRole('dialog', { name: 'ATC Readbacks' }));
    expect(card.getByRole('button', { name: 'Take Quiz' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Preview Questions' })).toBeEnabled();
    await userEvent.click(card.getByRole('button', { name: 'Attempts' }));

    const table = await card.findByRole('table', { name: 'Attempts of ATC Readbacks' });
    const numbers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(numbers()).toEqual(['2', '1']);
    await userEvent.click(within(table).getByRole('button', { name: 'Date' }));
    expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(numbers()).toEqual(['2', '1']);
    await userEvent.click(within(table).getByRole('button', { name: 'Date' }));
    expect(numbers()).toEqual(['1', '2']);
  });

  it('resumes a quiz in progress instead of opening its card', async () => {
    const running = makeQuizCard({ quiz_id: 1, inProgress: true, quizAttemptID: 44, type: 'course' });
    const open = makeAttempt({
      quiz_attempt_id: 44,
      attempt_type: 'chat',
      statuses: ['correct', 'not_attempted'],
    });
    stubApi({
      'GET /pages/quizzes': () => jsonResponse({ sections: [makeSection(8, 'Radio Work', [running])] }),
      'GET /attempt/quiz_attempt/44': () => jsonResponse(open),
      'GET /attempt/quiz/1': () => jsonResponse({ quiz_attempts: [open], question_ids_by_score: [] }),
      'GET /quiz/1': () => jsonResponse(makeQuiz(1, ['Climb and maintain 5000', 'Taxi to runway 27'])),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^ATC Readbacks, In progress/ }));

    expect(useQuizLaunch.getState()).toMatchObject({
      status: 'resuming',
      quizAttemptId: 44,
      origin: 'course',
    });
    // The gate hands the page to the player the route passes in.
    expect(await screen.findByText('Quiz player')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Radio Work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows sample sections in the active state and nothing in the empty state, without asking the server', async () => {
    const { fetchMock } = stubApi({});
    useSettingsDialog.getState().setPageDisplay('quiz', 'active');
    const { unmount } = renderPage();
    expect(screen.getByRole('heading', { name: 'Radio Work' })).toBeInTheDocument();
    expect(screen.getAllByText(/^20 questions/).length).toBeGreaterThan(0);
    unmount();

    useSettingsDialog.getState().setPageDisplay('quiz', 'empty');
    renderPage();
    expect(screen.getByRole('region', { name: 'No featured quizzes to show' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
