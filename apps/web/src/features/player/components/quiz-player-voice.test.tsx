import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationState } from '@wilco/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { useVoiceStore } from '../../../lib/stt';
import { makeCurrentUser, seedCurrentUser } from '../../../test/fixtures';
import { makeAttempt, makeConversationState, makeQuiz } from '../../../test/quiz-fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { QuizPlayer } from './quiz-player';

const session = vi.hoisted(() => ({
  connect: vi.fn(async () => true),
  startRecording: vi.fn(async () => true),
  stopAndFinalize: vi.fn(async () => ({
    transcript: 'climb and maintain four thousand five hundred',
    confidence: 0.9,
  })),
  reset: vi.fn(async () => undefined),
}));

// The real voice session needs a microphone and a speech server; its own tests cover it.
vi.mock('../../../lib/stt/use-voice-answer', () => ({
  useVoiceAnswer: () => ({
    connected: true,
    isConnecting: false,
    isRecording: false,
    liveTranscript: '',
    waitingFinal: false,
    startupError: false,
    startupErrorMessage: null,
    timedOut: false,
    error: null,
    microphoneError: null,
    ...session,
  }),
}));

const attempt = makeAttempt({ quiz_attempt_id: 5, attempt_type: 'voice', statuses: ['not_attempted'] });
const quiz = makeQuiz(1, ['Read back the climb.']);
const state = (over: Partial<ConversationState>) => makeConversationState({ generate_audio: true, ...over });

beforeEach(() => {
  useQuizLaunch.getState().clear();
  useVoiceStore.setState({
    status: { kind: 'open', recording: false, listening: false },
    sttProvider: 'pocketsphinx',
  });
});

describe('QuizPlayer in voice mode', () => {
  it('asks with audio, records on the spacebar, sends the transcript with its confidence and logs it', async () => {
    const calls: { key: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const key = `${init?.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
        calls.push({ key, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
        if (key === 'GET /api/quiz/1') return jsonResponse(quiz);
        if (key === 'POST /qs/initial_state') return jsonResponse(state({}));
        if (key === 'POST /qs/follow_up') {
          return jsonResponse(
            state({
              terminate: false,
              assessments: [{ label: true, subanswer_id: 1, evidence: null }],
              points: [2],
              answers: 1,
            }),
          );
        }
        if (key === 'PUT /api/attempt/quiz_attempt/5') return jsonResponse(attempt);
        return jsonResponse({ id: 1 });
      }),
    );
    const queryClient = createTestQueryClient();
    seedCurrentUser(queryClient, makeCurrentUser());
    useQuizLaunch.getState().launch({
      attempt,
      quiz_id: 1,
      title: 'ATC Readbacks',
      mode: 'voice',
      origin: 'featured',
      questionIds: [11],
    });
    renderWithProviders(<QuizPlayer />, { queryClient, route: '/Quizzes' });

    await userEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await screen.findByText('Climb and maintain four thousand five hundred.');
    expect(calls.find((c) => c.key === 'POST /qs/initial_state')?.body).toMatchObject({
      generate_audio: true,
    });
    await waitFor(() =>
      expect(session.connect).toHaveBeenCalledWith({
        question_id: 11,
        expected: ['Answer to Read back the climb.'],
      }),
    );
    expect(
      screen.getByText('Press the microphone button (or press the spacebar) to begin recording'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start recording your answer' }));
    expect(session.startRecording).toHaveBeenCalled();
    useVoiceStore.setState({ status: { kind: 'open', recording: true, listening: false } });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard(' ');

    expect(await screen.findByText(/^The answer you provided was correct!/)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /qs/follow_up')?.body).toMatchObject({
      response: 'climb and maintain four thousand five hundred',
      response_meta: { source: 'voice', confidence: 0.9 },
    });
    expect(calls.find((c) => c.key === 'POST /api/attempt/transcription')?.body).toEqual({
      original_transcription: 'climb and maintain four thousand five hundred',
      modified_transcription: 'climb and maintain four thousand five hundred',
      stt_provider: 'pocketsphinx',
      question_attempt_id: 500,
    });
    expect(
      calls.find(
        (c) =>
          c.key === 'POST /api/attempt/eventLog' && (c.body as { event: string }).event === 'sendVoiceAnswer',
      ),
    ).toBeTruthy();
  });
});
