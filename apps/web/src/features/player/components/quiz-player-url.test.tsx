import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizAttempt } from '@wilco/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useResumeFromUrl } from '../../../lib/attempt-url';
import { useNotificationStore } from '../../../lib/notifications';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { makeCurrentUser, seedCurrentUser } from '../../../test/fixtures';
import { makeAttempt, makeConversationState, makeQuiz } from '../../../test/quiz-fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { QuizPlayer } from './quiz-player';

// The first question answered before the reload; the second one is still to come.
const attempt = makeAttempt({
  quiz_attempt_id: 5,
  attempt_type: 'chat',
  statuses: ['correct', 'not_attempted'],
});
const quiz = makeQuiz(1, ['Read back the climb.', 'Read back the taxi.']);

function stubServer(stored: QuizAttempt = attempt) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
      calls.push(key);
      if (key === 'GET /api/attempt/quiz_attempt/5') return jsonResponse(stored);
      if (key === 'GET /api/quiz/1') return jsonResponse(quiz);
      if (key === 'POST /qs/initial_state') {
        return jsonResponse(
          makeConversationState({ question_id: 12, question: 'Taxi to runway two seven.', attempt_id: 501 }),
        );
      }
      if (key === 'POST /api/attempt/eventLog') return jsonResponse({ id: 1 }, 201);
      return jsonResponse({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

/** A page hosting the player as the quiz pages do (the launch gate of features/learning). */
function QuizzesPage() {
  const status = useQuizLaunch((s) => s.status);
  useResumeFromUrl();
  return status === 'idle' ? <p>Quizzes page</p> : <QuizPlayer />;
}

function renderPage(route: string) {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, makeCurrentUser());
  return renderWithProviders(<QuizzesPage />, { queryClient, route });
}

beforeEach(() => {
  useQuizLaunch.getState().clear();
  useNotificationStore.setState({ queue: [] });
});

describe('QuizPlayer and the URL (docs/product/quiz-player.md, "Resuming")', () => {
  it('names the running attempt in the URL', async () => {
    stubServer();
    useQuizLaunch.getState().launch({
      attempt,
      quiz_id: 1,
      title: 'ATC Readbacks',
      mode: 'chat',
      origin: 'featured',
      questionIds: [11, 12],
    });
    const { router } = renderPage('/Quizzes?tab=all');
    await screen.findByRole('button', { name: 'Start Quiz' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=all&attempt=5'));
    expect(router.state.location.pathname).toBe('/Quizzes');
  });

  it('resumes the attempt the URL names after a reload, paused at its next question', async () => {
    const calls = stubServer();
    const { router } = renderPage('/Quizzes?attempt=5');
    expect(await screen.findByRole('button', { name: 'Resume Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Chat mode · Question 2 of 2')).toBeInTheDocument();
    expect(useQuizLaunch.getState()).toMatchObject({
      status: 'resuming',
      quizAttemptId: 5,
      origin: 'featured',
    });
    expect(calls).toContain('GET /api/attempt/quiz_attempt/5');

    await userEvent.click(screen.getByRole('button', { name: 'Resume Quiz' }));
    expect(await screen.findByText('Taxi to runway two seven.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?attempt=5');
  });

  it('does not resume a completed attempt, and drops it from the URL', async () => {
    stubServer({ ...attempt, completed: true });
    const { router } = renderPage('/Quizzes?attempt=5');
    expect(await screen.findByText('The quiz could not be opened.')).toBeInTheDocument();
    expect(await screen.findByText('Error returning to In-Progress quiz')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('ignores an attempt parameter that is not an id', async () => {
    const calls = stubServer();
    renderPage('/Quizzes?attempt=5x');
    expect(await screen.findByText('Quizzes page')).toBeInTheDocument();
    expect(useQuizLaunch.getState().status).toBe('idle');
    expect(calls).toEqual([]);
  });
});
