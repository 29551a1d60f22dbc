import type { Quiz, QuizAttempt } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { hintLine } from './hint-line';
import { buildQuestions, planResume } from './plan';

const qa = (
  id: number,
  position: number,
  attempt_status: QuizAttempt['question_attempts'][0]['attempt_status'],
) => ({
  question_attempt_id: 100 + id,
  question_id: id,
  position,
  attempt_status,
  feedback: null,
  answer: null as string | null,
  date_modified: '2026-01-01',
});

const attempt = {
  question_attempts: [qa(2, 1, 'not_attempted'), qa(1, 0, 'correct'), qa(3, 2, 'incomplete')],
} as QuizAttempt;
const quiz = { questions: [{ question_id: 1, question: 'Q1', answer: 'A1' }] } as Quiz;

describe('buildQuestions', () => {
  it('orders by position and takes text and answer from the quiz', () => {
    const questions = buildQuestions(attempt, quiz);
    expect(questions.map((q) => q.question_id)).toEqual([1, 2, 3]);
    expect(questions[0]).toMatchObject({
      questionText: 'Q1',
      questionAnswer: 'A1',
      question_attempt_id: 101,
    });
    expect(questions[1]).toMatchObject({ questionText: null, questionAnswer: null });
  });

  it('takes the answer a final question attempt carries when the quiz withholds it', () => {
    const final = { question_attempts: [{ ...qa(1, 0, 'skipped'), answer: 'A1 from the attempt' }] };
    const withheld = { questions: [{ question_id: 1, question: 'Q1', answer: '' }] } as Quiz;
    expect(buildQuestions(final as QuizAttempt, withheld)[0]).toMatchObject({
      questionText: 'Q1',
      questionAnswer: 'A1 from the attempt',
    });
    expect(
      buildQuestions(attempt, { questions: [{ question_id: 1, question: 'Q1', answer: '' }] } as Quiz)[0],
    ).toMatchObject({ questionAnswer: null });
  });
});

describe('planResume', () => {
  it('hides final questions and continues at the first one not final', () => {
    const plan = planResume(buildQuestions(attempt, quiz));
    expect(plan.index).toBe(1);
    expect(plan.sections).toEqual([{ questionID: 1, questionIndex: 0, display: false, turns: [] }]);
  });

  it('goes past the end when every question is final', () => {
    const done = { question_attempts: [qa(1, 0, 'correct'), qa(2, 1, 'skipped')] } as QuizAttempt;
    expect(planResume(buildQuestions(done, null)).index).toBe(2);
  });
});

describe('hintLine', () => {
  it('follows the spec priority in voice mode', () => {
    const voice = { mode: 'voice' as const, busy: null };
    expect(hintLine({ ...voice, lifecycle: 'started' })).toBe(
      'Press the microphone button (or press the spacebar) to begin recording',
    );
    expect(hintLine({ ...voice, lifecycle: 'started', isConnecting: true })).toBe('Connecting to server...');
    expect(hintLine({ ...voice, lifecycle: 'not-started', isConnecting: true })).toBe(
      'Press Start Quiz to begin',
    );
    expect(hintLine({ ...voice, lifecycle: 'started', busy: 'question', isConnecting: true })).toBe(
      'Obtaining next question information...',
    );
    expect(hintLine({ ...voice, lifecycle: 'started', busy: 'question', liveTranscript: 'climb four' })).toBe(
      'climb four',
    );
    expect(
      hintLine({ ...voice, lifecycle: 'started', liveTranscript: 'climb four', isWaitingFinal: true }),
    ).toBe('Analyzing response...');
    expect(hintLine({ ...voice, lifecycle: 'started', busy: 'answer', liveTranscript: 'climb' })).toBe(
      'Analyzing response...',
    );
    expect(hintLine({ ...voice, lifecycle: 'ended', liveTranscript: 'climb' })).toBe('');
  });

  it('follows the spec priority in chat mode', () => {
    expect(hintLine({ mode: 'chat', lifecycle: 'not-started', busy: null })).toBe(
      'Press Start Quiz to begin',
    );
    expect(hintLine({ mode: 'chat', lifecycle: 'paused', busy: 'answer' })).toBe(
      'Quiz is currently paused. Press Resume Quiz to continue',
    );
    expect(hintLine({ mode: 'chat', lifecycle: 'started', busy: 'question' })).toBe(
      'Obtaining next question information...',
    );
    expect(hintLine({ mode: 'chat', lifecycle: 'started', busy: 'answer' })).toBe('Analyzing response...');
    expect(hintLine({ mode: 'chat', lifecycle: 'ended', busy: null })).toBe('');
  });

  it('is empty once the question’s conversation has terminated, until the next question is asked', () => {
    const decided = { lifecycle: 'started' as const, isTerminated: true };
    expect(hintLine({ ...decided, mode: 'voice', busy: null })).toBe('');
    expect(hintLine({ ...decided, mode: 'voice', busy: 'saving', liveTranscript: 'climb' })).toBe('');
    expect(hintLine({ ...decided, mode: 'chat', busy: null })).toBe('');
    expect(hintLine({ ...decided, lifecycle: 'paused', mode: 'chat', busy: null })).toBe('');
  });
});
