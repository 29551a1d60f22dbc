import type { ConversationState } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import {
  busyOf,
  canSend,
  decidedOf,
  INITIAL_PLAYER_STATE,
  initialLifecycle,
  step,
  transition,
  type PlayerEvent,
  type PlayerState,
} from './player-machine';
import type { PlayerQuestion } from './types';

const question = (id: number): PlayerQuestion => ({
  question_id: id,
  question_attempt_id: id * 10,
  questionText: `Question ${id}`,
  questionAnswer: `Answer ${id}`,
  status: 'not_attempted',
});
const ai = (text: string) => ({ question_id: 1, question: text, audio_location: null }) as ConversationState;

const loaded: PlayerState = transition(INITIAL_PLAYER_STATE, {
  type: 'LOADED',
  quiz: {
    quizAttemptId: 5,
    title: 'Readbacks',
    mode: 'chat',
    questions: [question(1), question(2)],
    index: 0,
    sections: [],
    lifecycle: 'not-started',
    ids: { quiz_id: 1, course_id: null, area_id: null },
  },
});

function run(state: PlayerState, ...events: PlayerEvent[]): PlayerState {
  return events.reduce(transition, state);
}

const started = run(loaded, { type: 'START' });
const asking = run(started, { type: 'ASK', index: 0, at: 1 });
const open = run(asking, { type: 'QUESTION_ARRIVED', state: ai('Climb'), at: 2 });
const answering = run(open, { type: 'ANSWER_SENT', response: 'climbing', at: 3 });
const outcome: PlayerEvent = {
  type: 'OUTCOME',
  state: ai('Climb'),
  outcome: 'correct',
  turnType: 'systemCorrect',
  text: 'Correct',
  at: 4,
};
const decided = run(answering, outcome);
const saving = run(decided, { type: 'SAVE_STARTED' });
const texts = (s: PlayerState) =>
  s.sections.find((x) => x.questionIndex === s.index)?.turns.map((t) => t.text);

describe('player machine: lifecycle', () => {
  it('starts, pauses, resumes and ends past the last question', () => {
    expect(loaded.lifecycle).toBe('not-started');
    expect(started.lifecycle).toBe('started');
    const paused = run(started, { type: 'PAUSE', by: 'learner' });
    expect(paused.lifecycle).toBe('paused');
    expect(paused.dialog).toEqual({ kind: 'pause' });
    const resumed = run(paused, { type: 'RESUME' });
    expect(resumed.lifecycle).toBe('started');
    expect(resumed.dialog).toBeNull();
    const ended = run(resumed, { type: 'ASK', index: 2, at: 1 });
    expect(ended.lifecycle).toBe('ended');
    expect(ended.dialog).toEqual({ kind: 'finish' });
    expect(ended.work.kind).toBe('idle');
  });

  it('pauses without the dialog after a speech error', () => {
    const paused = run(started, { type: 'PAUSE', by: 'speech-error' });
    expect(paused.lifecycle).toBe('paused');
    expect(paused.dialog).toBeNull();
  });

  it('refuses lifecycle events the state does not allow', () => {
    expect(step(loaded, { type: 'PAUSE', by: 'learner' })).toBeUndefined();
    expect(step(loaded, { type: 'RESUME' })).toBeUndefined();
    expect(step(started, { type: 'START' })).toBeUndefined();
    expect(step(started, { type: 'RESUME' })).toBeUndefined();
    const ended = run(started, { type: 'ASK', index: 2, at: 1 });
    expect(step(ended, { type: 'RESUME' })).toBeUndefined();
    expect(step(ended, { type: 'START' })).toBeUndefined();
    expect(transition(ended, { type: 'PAUSE', by: 'learner' })).toBe(ended);
  });

  it('opens a resumed quiz paused and takes answers only while started', () => {
    expect(initialLifecycle(true)).toBe('paused');
    expect(initialLifecycle(false)).toBe('not-started');
    expect(canSend('started')).toBe(true);
    expect(canSend('paused')).toBe(false);
    expect(canSend('not-started')).toBe(false);
    expect(canSend('ended')).toBe(false);
  });
});

describe('player machine: question flow', () => {
  it('asks with a loading persona turn, then shows the persona line', () => {
    expect(asking.work.kind).toBe('asking');
    expect(busyOf(asking)).toBe('question');
    expect(asking.askedAt).toBe(1);
    expect(asking.sections[0]?.turns[0]).toMatchObject({ type: 'persona', loading: true });
    expect(open.work.kind).toBe('idle');
    expect(open.aiState?.question).toBe('Climb');
    expect(texts(open)).toEqual(['Climb']);
  });

  it('sends an answer, then continues with the follow-up', () => {
    expect(busyOf(answering)).toBe('answer');
    expect(texts(answering)).toEqual(['Climb', 'climbing', '']);
    const next = run(answering, { type: 'FOLLOW_UP', state: ai('Say again') });
    expect(next.work.kind).toBe('idle');
    expect(texts(next)).toEqual(['Climb', 'climbing', 'Say again']);
    expect(next.sections[0]?.turns.map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it('shows an outcome, saves it and moves on', () => {
    expect(decidedOf(decided)).toBe('correct');
    expect(busyOf(decided)).toBeNull();
    expect(texts(decided)).toEqual(['Climb', 'climbing', 'Correct']);
    expect(busyOf(saving)).toBe('saving');
    expect(decidedOf(saving)).toBe('correct');
    const saved = run(saving, { type: 'SAVED', answer: 'Climb 4500', at: 5 });
    expect(saved.work.kind).toBe('idle');
    expect(saved.index).toBe(1);
    expect(saved.aiState).toBeNull();
    expect(saved.questions[0]).toMatchObject({ status: 'correct', questionAnswer: 'Climb 4500' });
  });

  it('keeps a decided outcome when its save fails, for Retry Saving', () => {
    const failed = run(saving, { type: 'SAVE_FAILED' });
    expect(failed.work).toEqual({ kind: 'decided', outcome: 'correct' });
    expect(failed.index).toBe(0);
  });

  it('skips with the question and its answer', () => {
    const skipped = run(open, { type: 'SKIP' }, { type: 'SAVE_STARTED' });
    expect(skipped.work).toEqual({ kind: 'saving', outcome: 'skipped' });
    const saved = run(skipped, { type: 'SAVED', answer: 'Answer 1', at: 5 });
    expect(saved.sections[0]?.turns.at(-1)).toMatchObject({
      type: 'systemSkipped',
      text: '• Question: Question 1\n• Answer: Answer 1',
    });
    expect(saved.questions[0]?.status).toBe('skipped');
  });

  it('drops the loading turn when a request fails; an outdated state is forgotten', () => {
    const failed = run(answering, { type: 'REQUEST_FAILED', outdated: false });
    expect(failed.work.kind).toBe('idle');
    expect(texts(failed)).toEqual(['Climb', 'climbing']);
    expect(failed.aiState).not.toBeNull();
    expect(run(answering, { type: 'REQUEST_FAILED', outdated: true }).aiState).toBeNull();
    expect(run(asking, { type: 'REQUEST_FAILED', outdated: false }).sections[0]?.turns).toEqual([]);
  });

  it('resets what is in flight after a speech error, and ignores the late reply', () => {
    const reset = run(answering, { type: 'IN_FLIGHT_RESET' });
    expect(reset.work.kind).toBe('idle');
    expect(texts(reset)).toEqual(['Climb', 'climbing']);
    expect(step(reset, { type: 'FOLLOW_UP', state: ai('late') })).toBeUndefined();
    expect(step(saving, { type: 'IN_FLIGHT_RESET' })).toBeUndefined();
  });

  it('restarts the question after an edit, dropping an unsaved outcome', () => {
    const restarted = run(decided, { type: 'RESTART_QUESTION' });
    expect(restarted.work.kind).toBe('idle');
    expect(restarted.aiState).toBeNull();
    expect(step(answering, { type: 'RESTART_QUESTION' })).toBeUndefined();
  });

  it('refuses question events the state does not allow', () => {
    expect(step(loaded, { type: 'ASK', index: 0, at: 1 })).toBeUndefined();
    expect(step(asking, { type: 'ASK', index: 0, at: 1 })).toBeUndefined();
    expect(step(open, { type: 'QUESTION_ARRIVED', state: ai('x'), at: 1 })).toBeUndefined();
    expect(step(open, { type: 'ANSWER_SENT', response: '', at: 1 })).toBeUndefined();
    expect(step(asking, { type: 'ANSWER_SENT', response: 'x', at: 1 })).toBeUndefined();
    expect(step(decided, { type: 'ANSWER_SENT', response: 'x', at: 1 })).toBeUndefined();
    const paused = run(open, { type: 'PAUSE', by: 'learner' });
    expect(step(paused, { type: 'ANSWER_SENT', response: 'x', at: 1 })).toBeUndefined();
    expect(step(paused, { type: 'SKIP' })).toBeUndefined();
    expect(step(open, { type: 'FOLLOW_UP', state: ai('x') })).toBeUndefined();
    expect(step(open, outcome)).toBeUndefined();
    expect(step(open, { type: 'SAVE_STARTED' })).toBeUndefined();
    expect(step(decided, { type: 'SAVED', answer: null, at: 1 })).toBeUndefined();
    expect(step(decided, { type: 'SAVE_FAILED' })).toBeUndefined();
    expect(step(decided, { type: 'SKIP' })).toBeUndefined();
    expect(step(open, { type: 'REQUEST_FAILED', outdated: false })).toBeUndefined();
  });
});

describe('player machine: finishing and dialogs', () => {
  const ended = run(started, { type: 'ASK', index: 2, at: 1 });

  it('completes the attempt, then shows the results', () => {
    const completing = run(ended, { type: 'COMPLETE_STARTED' });
    expect(busyOf(completing)).toBe('saving');
    expect(run(completing, { type: 'COMPLETED' }).dialog).toEqual({ kind: 'results' });
    const failed = run(completing, { type: 'COMPLETE_FAILED' });
    expect(failed.work.kind).toBe('idle');
    expect(failed.dialog).toEqual({ kind: 'finish' });
  });

  it('refuses finishing a quiz that has not ended', () => {
    expect(step(open, { type: 'COMPLETE_STARTED' })).toBeUndefined();
    expect(step(ended, { type: 'COMPLETED' })).toBeUndefined();
    expect(step(ended, { type: 'COMPLETE_FAILED' })).toBeUndefined();
  });

  it('opens and closes one dialog at a time, and keeps feedback for the save', () => {
    const feedback = run(open, { type: 'OPEN_DIALOG', dialog: { kind: 'feedback', index: 0 } });
    expect(feedback.dialog).toEqual({ kind: 'feedback', index: 0 });
    expect(run(feedback, { type: 'OPEN_DIALOG', dialog: { kind: 'help' } }).dialog).toEqual({ kind: 'help' });
    expect(run(feedback, { type: 'CLOSE_DIALOG' }).dialog).toBeNull();
    expect(step(open, { type: 'CLOSE_DIALOG' })).toBeUndefined();
    const kept = run(open, { type: 'FEEDBACK_KEPT', index: 0, text: 'Too fast' });
    expect(kept.pendingFeedback).toEqual({ 0: 'Too fast' });
  });

  it('loads: ready with the quiz, or failed while loading only', () => {
    expect(INITIAL_PLAYER_STATE.setup).toBe('loading');
    expect(loaded.setup).toBe('ready');
    expect(run(decided, { type: 'LOAD_STARTED' })).toBe(INITIAL_PLAYER_STATE);
    expect(run(INITIAL_PLAYER_STATE, { type: 'LOAD_FAILED' }).setup).toBe('failed');
    expect(step(loaded, { type: 'LOAD_FAILED' })).toBeUndefined();
  });

  it('loads a quiz afresh and resets to the initial state', () => {
    expect(run(decided, { type: 'LOADED', quiz: loaded }).work.kind).toBe('idle');
    expect(run(decided, { type: 'RESET' })).toBe(INITIAL_PLAYER_STATE);
  });
});
