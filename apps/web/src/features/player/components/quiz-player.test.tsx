import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationState } from '@wilco/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../lib/notifications';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { makeCurrentUser, seedCurrentUser } from '../../../test/fixtures';
import { makeAttempt, makeConversationState, makeQuiz } from '../../../test/quiz-fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { QuizPlayer } from './quiz-player';

const attempt = makeAttempt({
  quiz_attempt_id: 5,
  attempt_type: 'chat',
  statuses: ['not_attempted', 'not_attempted'],
});
// A learner's view: the answers wait until the attempt at the question is final.
const authored = makeQuiz(1, ['Read back the climb.', 'Read back the taxi.']);
const quiz = { ...authored, questions: authored.questions.map((q) => ({ ...q, answer: '' })) };
/** The server's answer to a save: the attempt, carrying the answer of the question made final. */
const saved = (body: unknown) => {
  const { question_attempt_id, attempt_status } = body as {
    question_attempt_id: number;
    attempt_status: 'skipped';
  };
  return jsonResponse({
    ...attempt,
    question_attempts: attempt.question_attempts.map((q) =>
      q.question_attempt_id === question_attempt_id
        ? { ...q, attempt_status, answer: authored.questions[q.position]!.answer }
        : q,
    ),
  });
};
/** The conversation service's state, as it sends it (question 11's opening line unless overridden). */
const full = (over: Partial<ConversationState>) => makeConversationState(over);

function stubServer(put: (body: unknown) => Response = saved, followUp?: () => Response) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ key, body });
    if (key === 'GET /api/quiz/1') return jsonResponse(quiz);
    if (key === 'POST /qs/initial_state') {
      const id = (body as { question_id: number }).question_id;
      return jsonResponse(full(id === 11 ? {} : { question_id: 12, question: 'Taxi to runway two seven.' }));
    }
    if (key === 'POST /qs/follow_up') {
      if (followUp) return followUp();
      return jsonResponse(
        // The server's answer to a right first answer: closed by its points, not marked terminate.
        full({
          terminate: false,
          assessments: [{ label: true, subanswer_id: 1, evidence: null }],
          points: [2],
          answers: 1,
        }),
      );
    }
    if (key === 'PUT /api/attempt/quiz_attempt/5') return put(body);
    if (key === 'DELETE /api/attempt/quiz_attempt/5') return jsonResponse({ success: true });
    if (key === 'POST /api/attempt/eventLog') return jsonResponse({ id: 1 }, 201);
    if (key === 'GET /api/question/11' || key === 'PUT /api/question/11') {
      return jsonResponse({
        ...authored.questions[0],
        ...(body as object),
        subanswers: [
          { subanswer_id: 1, subanswer: 'Climb 4500', normalized_subanswer: 'climb 4500', points: 2 },
        ],
        point_threshold: 2,
      });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderPlayer(route = '/Quizzes', roles = ['Learner']) {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, makeCurrentUser({ roles }));
  useQuizLaunch.getState().launch({
    attempt,
    quiz_id: 1,
    title: 'ATC Readbacks',
    mode: 'chat',
    origin: 'featured',
    questionIds: [11, 12],
  });
  return renderWithProviders(<QuizPlayer />, {
    queryClient,
    route,
    routes: [{ path: '/Home', element: <p>Home page</p> }],
  });
}

beforeEach(() => {
  useQuizLaunch.getState().clear();
  useNotificationStore.setState({ queue: [] });
});

describe('QuizPlayer', () => {
  it('plays one question: asks, sends the answer with the state, shows the outcome, saves and moves on', async () => {
    const calls = stubServer();
    renderPlayer();
    expect(await screen.findByText('Press Start Quiz to begin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));

    const log = screen.getByRole('log', { name: 'Quiz transcript' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('Climb and maintain four thousand five hundred.')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, 'Climb four thousand{Shift>}{Enter}{/Shift}five hundred{Enter}');
    // Answers to spare: no word of running out of them.
    expect(await screen.findByText('The answer you provided was correct!')).toBeInTheDocument();
    expect(await screen.findByText('Taxi to runway two seven.')).toBeInTheDocument();
    expect(screen.getByText('Chat mode · Question 2 of 2')).toBeInTheDocument();

    const followUp = calls.find((c) => c.key === 'POST /qs/follow_up')?.body as Record<string, unknown>;
    expect(followUp).toMatchObject({
      response: 'Climb four thousand\nfive hundred',
      question_id: 11,
      user_id: 7,
      tenant_id: 1,
    });
    expect(followUp.state).toEqual(full({}));
    expect(calls.find((c) => c.key === 'PUT /api/attempt/quiz_attempt/5')?.body).toEqual({
      question_attempt_id: 500,
      attempt_status: 'correct',
      feedback: null,
    });
    const events = calls.filter((c) => c.key === 'POST /api/attempt/eventLog').map((c) => c.body);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'nextQuestion',
          question_id: 11,
          quiz_attempt_id: 5,
          quiz_format: 'chat',
        }),
        expect.objectContaining({
          event: 'sendTextAnswer',
          user_response: 'Climb four thousand\nfive hundred',
          question_outcome: 'correct',
          user_number_of_turns: 1,
        }),
      ]),
    );
  });

  it('guards leaving: asks before the start, refuses while running, lets a paused quiz go', async () => {
    stubServer();
    const { router } = renderPlayer();
    await screen.findByRole('button', { name: 'Start Quiz' });

    await router.navigate('/Home');
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation: Leave Quiz' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/Quizzes');

    await userEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await screen.findByText('Climb and maintain four thousand five hundred.');
    await router.navigate('/Home');
    expect(
      await screen.findByText(
        'You cannot leave this page until the current quiz is either paused or completed.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Quizzes');

    await userEvent.click(screen.getByRole('button', { name: 'Pause Quiz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Quiz', hidden: false }));
    await waitFor(() => expect(useQuizLaunch.getState().status).toBe('idle'));
  });

  it('discards the attempt when the learner leaves before starting, as the confirmation says', async () => {
    const calls = stubServer();
    const { router } = renderPlayer();
    await screen.findByRole('button', { name: 'Start Quiz' });
    await router.navigate('/Home');
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation: Leave Quiz' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/attempt/quiz_attempt/5'));
  });

  it('says when the attempt was completed in another session, and skips with question and answer', async () => {
    let status = 404;
    stubServer((body) =>
      status === 404
        ? jsonResponse({ message: 'Not Found', detail: 'Quiz attempt id not found' }, 404)
        : saved(body),
    );
    renderPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await screen.findByText('Climb and maintain four thousand five hundred.');
    await userEvent.click(screen.getByRole('button', { name: 'Skip Question' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go to Next Question' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('This quiz attempt has already been completed in another session.'),
    ).toBeInTheDocument();

    status = 200;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Saving' }));
    expect(
      await screen.findByText(
        /• Question: Read back the climb\.\s+• Answer: Answer to Read back the climb\./,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Quiz' }));
    const paused = await screen.findByRole('dialog', { name: 'Quiz Paused' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(paused).not.toBeInTheDocument());
    expect(screen.getByText('Quiz is currently paused. Press Resume Quiz to continue')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeDisabled());
  });

  it('says a failed save in orange and leaves the hint line empty until the result is saved', async () => {
    let fail = true;
    stubServer((body) => (fail ? jsonResponse({ message: 'Database unavailable' }, 503) : saved(body)));
    renderPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await screen.findByText('Climb and maintain four thousand five hundred.');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your answer' }),
      'Climb four thousand five hundred{Enter}',
    );
    await waitFor(() =>
      expect(useNotificationStore.getState().queue.map((n) => n.message)).toContain(
        'Error submitting question attempt. Please notify an administrator',
      ),
    );
    // The question's conversation is over: nothing invites another answer.
    expect(await screen.findByRole('button', { name: 'Retry Saving' })).toBeInTheDocument();
    expect(document.getElementById('player-hint')).toHaveTextContent(/^$/);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Saving' }));
    expect(await screen.findByText('Taxi to runway two seven.')).toBeInTheDocument();
    expect(document.getElementById('player-hint')).toHaveTextContent(
      'Type your answer and press Enter to send (Shift+Enter for a new line)',
    );
  });

  it('starts the question again when the server refuses an expired state', async () => {
    const message = 'This conversation has expired; start the question again';
    const calls = stubServer(saved, () => jsonResponse({ message, detail: 'expired_state' }, 409));
    renderPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await screen.findByText('Climb and maintain four thousand five hundred.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Climb{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /qs/initial_state')).toHaveLength(2));
    expect(calls.some((c) => c.key.startsWith('PUT /api/attempt'))).toBe(false);
  });

  it('previews one question titled with its text, saving nothing', async () => {
    const calls = stubServer();
    const queryClient = createTestQueryClient();
    seedCurrentUser(queryClient, makeCurrentUser());
    useQuizLaunch.getState().preview(
      {
        kind: 'question',
        question: { question_id: 11, question: 'Read back the climb.', answer: 'Climb 4500.' },
      },
      'featured',
    );
    renderWithProviders(<QuizPlayer />, { queryClient, route: '/Quizzes' });
    expect(await screen.findByRole('heading', { name: 'Read back the climb.' })).toBeInTheDocument();
    expect(screen.getByText('Chat mode · Question 1 of 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Climb 4500{Enter}');
    const finish = await screen.findByRole('dialog', { name: 'Finish Quiz' });
    await userEvent.click(within(finish).getByRole('button', { name: 'Finish Quiz' }));
    const results = await screen.findByRole('dialog', { name: 'Results: Read back the climb.' });
    expect(within(results).getByText('Question 1: Correct')).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: 'Retry Worst' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('PUT') || c.key.endsWith('/complete'))).toEqual([]);
    expect(calls.find((c) => c.key === 'POST /qs/initial_state')?.body).toMatchObject({ attempt_id: null });
  });

  it('lets an admin edit the current question from the player, then asks it again', async () => {
    const calls = stubServer();
    renderPlayer('/Quizzes', ['Admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await screen.findByText('Climb and maintain four thousand five hundred.');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Question' }));
    const drawer = await screen.findByRole('region', { name: 'Edit Question' });
    const text = await within(drawer).findByRole('textbox', { name: 'Question' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Read back the new climb.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save Question' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /qs/initial_state')).toHaveLength(2));
    expect(calls.find((c) => c.key === 'PUT /api/question/11')?.body).toMatchObject({
      question_id: 11,
      question: 'Read back the new climb.',
      subanswers: [
        { subanswer_id: 1, subanswer: 'Climb 4500', normalized_subanswer: 'climb 4500', points: 2 },
      ],
    });
  });

  it('offers no question editing to learners', async () => {
    stubServer();
    renderPlayer();
    await screen.findByRole('button', { name: 'Start Quiz' });
    expect(screen.queryByRole('button', { name: 'Edit Question' })).not.toBeInTheDocument();
  });
});
