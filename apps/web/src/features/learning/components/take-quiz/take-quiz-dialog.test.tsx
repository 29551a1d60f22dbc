import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { stubApi } from '../../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { makeAttempt, makeQuizCard } from '../../../../test/quiz-fixtures';
import { TakeQuizDialog } from './take-quiz-dialog';

const quiz = makeQuizCard({ quiz_id: 1, question_count: 4 });
const scores = (pairs: [number, number | null][]) => () =>
  jsonResponse({ quiz_attempts: [], question_ids_by_score: pairs });
const dueOf = (due: number) => ({
  [`GET /review/quiz/1?tz_offset=${new Date().getTimezoneOffset()}`]: () => jsonResponse({ quiz_id: 1, due }),
});
const created = makeAttempt({ quiz_attempt_id: 31, statuses: ['not_attempted', 'not_attempted'] });

beforeEach(() => useQuizLaunch.getState().clear());

function renderDialog() {
  const onClose = vi.fn();
  const onStarted = vi.fn();
  renderWithProviders(<TakeQuizDialog quiz={quiz} open onClose={onClose} onStarted={onStarted} />);
  return { onClose, onStarted };
}

const start = () => screen.getByRole('button', { name: 'Start' });
const countField = () => screen.getByRole('spinbutton', { name: 'Number of questions' });

describe('TakeQuizDialog', () => {
  it('starts the whole quiz by voice by default and hands the attempt to the player', async () => {
    const { requests } = stubApi({
      'GET /attempt/quiz/1': scores([
        [11, null],
        [12, null],
        [13, null],
        [14, null],
      ]),
      'POST /attempt/quiz_attempt': () => jsonResponse(created),
    });
    const { onStarted } = renderDialog();

    expect(screen.getByRole('radio', { name: 'Voice' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^All/ })).toBeChecked();
    await waitFor(() => expect(start()).toBeEnabled());
    await userEvent.click(start());

    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(requests('POST /attempt/quiz_attempt')).toEqual([
      {
        quiz_id: 1,
        question_ids: null,
        area_id: 8,
        course_id: 2,
        attempt_type: 'voice',
        question_set: 'All',
      },
    ]);
    expect(useQuizLaunch.getState()).toMatchObject({
      status: 'started',
      quiz_id: 1,
      title: 'ATC Readbacks',
      mode: 'voice',
      origin: 'featured',
      questionIds: [11, 12],
      quizAttemptId: 31,
    });
  });

  it('sends the best-scored questions in chat mode', async () => {
    const { requests } = stubApi({
      'GET /attempt/quiz/1': scores([
        [11, 0.5],
        [12, null],
        [13, 1],
        [14, 0],
      ]),
      'POST /attempt/quiz_attempt': () => jsonResponse(created),
    });
    renderDialog();

    await userEvent.click(screen.getByRole('radio', { name: 'Chat' }));
    await userEvent.click(screen.getByRole('radio', { name: /^Best/ }));
    expect(countField()).toHaveValue(4);
    fireEvent.change(countField(), { target: { value: '2' } });
    await waitFor(() => expect(start()).toBeEnabled());
    await userEvent.click(start());

    await waitFor(() => expect(requests('POST /attempt/quiz_attempt')).toHaveLength(1));
    expect(requests('POST /attempt/quiz_attempt')[0]).toMatchObject({
      question_ids: [13, 11],
      attempt_type: 'chat',
      question_set: 'Best',
    });
  });

  it.each(['0', '5', '1.5', ''])('refuses %j questions for Worst and keeps Start disabled', async (value) => {
    stubApi({ 'GET /attempt/quiz/1': scores([[11, 0.5]]) });
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: /^Worst/ }));
    fireEvent.change(countField(), { target: { value } });

    expect(countField()).toHaveAccessibleDescription('Enter a whole number from 1 to 4');
    expect(countField()).toHaveAttribute('aria-invalid', 'true');
    expect(start()).toBeDisabled();
  });

  it("says 'Error setting up quiz' and sends nothing when no question is unanswered", async () => {
    const { fetchMock } = stubApi({
      'GET /attempt/quiz/1': scores([
        [11, 1],
        [12, 0],
      ]),
    });
    const { onStarted } = renderDialog();
    await userEvent.click(await screen.findByRole('radio', { name: /^Unanswered \(0\)/ }));
    await waitFor(() => expect(start()).toBeEnabled());
    await userEvent.click(start());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error setting up quiz');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    expect(onStarted).not.toHaveBeenCalled();
    expect(useQuizLaunch.getState().status).toBe('idle');
  });

  it('asks the server for the due questions of this quiz and plays them (docs/product/spaced-review.md)', async () => {
    const { requests } = stubApi({
      'GET /attempt/quiz/1': scores([[11, 1]]),
      ...dueOf(2),
      'POST /review/quiz_attempt': () => jsonResponse({ ...created, question_set: 'Due' }),
    });
    const { onStarted } = renderDialog();
    // The choice counts this quiz's due questions, like Unanswered counts its own.
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Due (2): questions due for review today' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Chat' }));
    await waitFor(() => expect(start()).toBeEnabled());
    await userEvent.click(start());

    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(requests('POST /review/quiz_attempt')).toEqual([
      { quiz_id: 1, attempt_type: 'chat', tz_offset: new Date().getTimezoneOffset() },
    ]);
    expect(requests('POST /attempt/quiz_attempt')).toEqual([]);
    expect(useQuizLaunch.getState()).toMatchObject({ status: 'started', mode: 'chat' });
  });

  it("shows the server's 'Error setting up quiz' when nothing is due", async () => {
    stubApi({
      'GET /attempt/quiz/1': scores([[11, 1]]),
      ...dueOf(0),
      'POST /review/quiz_attempt': () => jsonResponse({ message: 'Error setting up quiz' }, 409),
    });
    const { onStarted } = renderDialog();
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Due (none): nothing in this quiz is due for review today' }),
    );
    await waitFor(() => expect(start()).toBeEnabled());
    await userEvent.click(start());

    expect(await screen.findByRole('alert')).toHaveTextContent('Error setting up quiz');
    expect(onStarted).not.toHaveBeenCalled();
    expect(useQuizLaunch.getState().status).toBe('idle');
  });
});
