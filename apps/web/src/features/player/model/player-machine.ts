import type { AttemptStatus, ConversationState } from '@wilco/shared';
import type { QuizMode } from '../../../lib/quiz-launch';
import { skippedText } from './scoring';
import type { PlayerQuestion, Section, Turn, TurnType } from './types';

/**
 * The quiz player's one state machine (decision 035): its states and every transition are in this file.
 * Pure: the flow (flow/question-flow.ts) does the HTTP and dispatches events here; an event the state does
 * not allow is refused and leaves the state as it is.
 */

/** docs/product/quiz-player.md, "Quiz states". */
export type Lifecycle = 'not-started' | 'started' | 'paused' | 'ended';
export type Outcome = 'correct' | 'incorrect' | 'skipped';

/** What the player is doing about the current question; one thing at a time. */
export type Work =
  | { kind: 'idle' }
  /** The persona's opening line was asked for. */
  | { kind: 'asking' }
  /** The learner's answer went to the conversation service. */
  | { kind: 'answering' }
  /** An outcome reached but not saved yet (a failed save is retried from here). */
  | { kind: 'decided'; outcome: Outcome }
  | { kind: 'saving'; outcome: Outcome }
  /** Finish Quiz: the attempt is being completed. */
  | { kind: 'completing' };

/** The player's dialogs (docs/product/quiz-player.md, "Dashboard"); one at a time. */
export type PlayerDialog =
  | { kind: 'finish' }
  | { kind: 'results' }
  | { kind: 'pause' }
  | { kind: 'help' }
  | { kind: 'skip' }
  /** Feedback on the question at `index`. */
  | { kind: 'feedback'; index: number };

export type QuizIds = { quiz_id: number | null; course_id: number | null; area_id: number | null };

/** What a loaded quiz brings (hooks/use-player-setup.ts builds it). */
export type LoadedQuiz = {
  quizAttemptId: number | null;
  title: string;
  mode: QuizMode;
  questions: PlayerQuestion[];
  index: number;
  sections: Section[];
  lifecycle: Lifecycle;
  /** Where the attempt belongs, for the event log (docs/product/quiz-player.md, "Event log"). */
  ids: QuizIds;
};

/** Building the quiz from the launch (hooks/use-player-setup.ts); 'failed': it could not be opened. */
export type Setup = 'loading' | 'ready' | 'failed';

export type PlayerState = LoadedQuiz & {
  setup: Setup;
  work: Work;
  dialog: PlayerDialog | null;
  /** The conversation state of the current question, passed back on each follow-up. */
  aiState: ConversationState | null;
  /**
   * Feedback given before a question's result was saved; it goes with the save
   * (docs/product/quiz-player.md, "Attempts").
   */
  pendingFeedback: Record<number, string>;
  /** When the current persona line was asked for, to log how long the persona took. */
  askedAt: number | null;
  /** The next turn's id. */
  turnSeq: number;
};

export type PlayerEvent =
  | { type: 'LOAD_STARTED' }
  | { type: 'LOADED'; quiz: LoadedQuiz }
  | { type: 'LOAD_FAILED' }
  | { type: 'RESET' }
  | { type: 'START' }
  /** By the learner (the pause dialog opens) or after a speech server error (docs/product/speech.md). */
  | { type: 'PAUSE'; by: 'learner' | 'speech-error' }
  | { type: 'RESUME' }
  /** Ask question `index`; past the last one the quiz ends and the finish dialog opens. */
  | { type: 'ASK'; index: number; at: number }
  | { type: 'QUESTION_ARRIVED'; state: ConversationState; at: number }
  | { type: 'ANSWER_SENT'; response: string; at: number }
  | { type: 'FOLLOW_UP'; state: ConversationState }
  | {
      type: 'OUTCOME';
      state: ConversationState;
      outcome: 'correct' | 'incorrect';
      turnType: TurnType;
      text: string;
      at: number;
    }
  /** The question or follow-up request failed; `outdated`: the server refused the state, ask again. */
  | { type: 'REQUEST_FAILED'; outdated: boolean }
  /**
   * docs/product/quiz-player.md, "Speech errors": after the speech socket's error event, nothing the player
   * was waiting for from the conversation is still coming.
   */
  | { type: 'IN_FLIGHT_RESET' }
  /** docs/product/quiz-player.md, "Editing a question": the conversation about the question starts again. */
  | { type: 'RESTART_QUESTION' }
  | { type: 'SKIP' }
  | { type: 'SAVE_STARTED' }
  | { type: 'SAVED'; answer: string | null; at: number }
  | { type: 'SAVE_FAILED' }
  | { type: 'COMPLETE_STARTED' }
  | { type: 'COMPLETED' }
  | { type: 'COMPLETE_FAILED' }
  | { type: 'OPEN_DIALOG'; dialog: PlayerDialog }
  | { type: 'CLOSE_DIALOG' }
  | { type: 'FEEDBACK_KEPT'; index: number; text: string };

export const INITIAL_PLAYER_STATE: PlayerState = {
  setup: 'loading',
  lifecycle: 'not-started',
  quizAttemptId: null,
  title: '',
  mode: 'chat',
  questions: [],
  index: 0,
  sections: [],
  ids: { quiz_id: null, course_id: null, area_id: null },
  work: { kind: 'idle' },
  dialog: null,
  aiState: null,
  pendingFeedback: {},
  askedAt: null,
  turnSeq: 1,
};

const IDLE: Work = { kind: 'idle' };

/** Answers and skips are taken only while the quiz runs (a paused quiz stops sending). */
export function canSend(lifecycle: Lifecycle): boolean {
  return lifecycle === 'started';
}

/**
 * docs/product/quiz-player.md, "Quiz states": a resumed quiz is set to started and paused, so it opens as
 * paused and the learner continues with Resume Quiz.
 */
export function initialLifecycle(isResumed: boolean): Lifecycle {
  return isResumed ? 'paused' : 'not-started';
}

/** The request the player waits for, as the hint line and the dialogs name it. */
export function busyOf(state: Pick<PlayerState, 'work'>): 'question' | 'answer' | 'saving' | null {
  switch (state.work.kind) {
    case 'asking':
      return 'question';
    case 'answering':
      return 'answer';
    case 'saving':
    case 'completing':
      return 'saving';
    default:
      return null;
  }
}

/** The outcome reached and not saved yet, if any. */
export function decidedOf(state: Pick<PlayerState, 'work'>): Outcome | null {
  const { work } = state;
  return work.kind === 'decided' || work.kind === 'saving' ? work.outcome : null;
}

function updateCurrent(state: PlayerState, update: (turns: Turn[]) => Turn[]): PlayerState {
  return {
    ...state,
    sections: state.sections.map((s) =>
      s.questionIndex === state.index && s.display ? { ...s, turns: update(s.turns) } : s,
    ),
  };
}

function addTurn(state: PlayerState, type: TurnType, text: string, at: number, loading = false): PlayerState {
  const turn: Turn = { id: state.turnSeq, type, text, audioUrl: null, loading, timestamp: at };
  return { ...updateCurrent(state, (turns) => [...turns, turn]), turnSeq: state.turnSeq + 1 };
}

/** Fills the newest turn of the current section (the loading persona turn). */
function fillLastTurn(state: PlayerState, text: string, audioUrl: string | null): PlayerState {
  return updateCurrent(state, (turns) =>
    turns.map((t, i) => (i === turns.length - 1 ? { ...t, text, audioUrl, loading: false } : t)),
  );
}

function dropLoadingTurn(state: PlayerState): PlayerState {
  return updateCurrent(state, (turns) => turns.filter((t) => !t.loading));
}

/** Opens the section of question `index`, replacing one it had, with no turns. */
function openSection(state: PlayerState, index: number, questionId: number): PlayerState {
  const section = { questionID: questionId, questionIndex: index, display: true, turns: [] };
  return {
    ...state,
    index,
    aiState: null,
    sections: [...state.sections.filter((x) => x.questionIndex !== index), section],
  };
}

function setStatus(state: PlayerState, status: AttemptStatus, answer: string | null): PlayerState {
  return {
    ...state,
    questions: state.questions.map((q, i) =>
      i === state.index ? { ...q, status, questionAnswer: answer ?? q.questionAnswer } : q,
    ),
  };
}

const isWaiting = (work: Work) => work.kind === 'asking' || work.kind === 'answering';

type Handler<E extends PlayerEvent> = (state: PlayerState, event: E) => PlayerState | undefined;
type TransitionTable = { [K in PlayerEvent['type']]: Handler<Extract<PlayerEvent, { type: K }>> };

/**
 * Every transition, keyed by event: each handler returns the next state, or undefined when the current state
 * does not allow the event (it is refused).
 */
const TRANSITIONS: TransitionTable = {
  LOAD_STARTED: () => INITIAL_PLAYER_STATE,
  LOADED: (_, { quiz }) => ({ ...INITIAL_PLAYER_STATE, ...quiz, setup: 'ready' }),
  LOAD_FAILED: (s) => (s.setup === 'loading' ? { ...INITIAL_PLAYER_STATE, setup: 'failed' } : undefined),
  RESET: () => INITIAL_PLAYER_STATE,

  // docs/product/quiz-player.md, "Quiz states": not started → started ⇄ paused → ended.
  START: (s) => (s.lifecycle === 'not-started' ? { ...s, lifecycle: 'started' } : undefined),
  PAUSE: (s, { by }) => {
    if (s.lifecycle !== 'started') return undefined;
    return { ...s, lifecycle: 'paused', dialog: by === 'learner' ? { kind: 'pause' } : s.dialog };
  },
  RESUME: (s) => (s.lifecycle === 'paused' ? { ...s, lifecycle: 'started', dialog: null } : undefined),

  // docs/product/quiz-player.md, "Question flow": past the last question the finish dialog opens and nothing
  // is fetched.
  ASK: (s, { index, at }) => {
    if (s.work.kind !== 'idle' || s.lifecycle === 'ended' || s.lifecycle === 'not-started') return undefined;
    const question = s.questions[index];
    if (!question) {
      return { ...s, index, aiState: null, lifecycle: 'ended', dialog: { kind: 'finish' } };
    }
    const opened = openSection(s, index, question.question_id);
    return { ...addTurn(opened, 'persona', '', at, true), work: { kind: 'asking' }, askedAt: at };
  },
  QUESTION_ARRIVED: (s, { state }) => {
    if (s.work.kind !== 'asking') return undefined;
    return { ...fillLastTurn(s, state.question, state.audio_location), aiState: state, work: IDLE };
  },
  ANSWER_SENT: (s, { response, at }) => {
    if (s.work.kind !== 'idle' || !s.aiState || !canSend(s.lifecycle) || !response) return undefined;
    const withAnswer = addTurn(addTurn(s, 'user', response, at), 'persona', '', at, true);
    return { ...withAnswer, work: { kind: 'answering' }, askedAt: at };
  },
  FOLLOW_UP: (s, { state }) => {
    if (s.work.kind !== 'answering') return undefined;
    return { ...fillLastTurn(s, state.question, state.audio_location), aiState: state, work: IDLE };
  },
  // docs/product/quiz-player.md, "Question flow": the loading persona turn goes and the outcome is shown.
  OUTCOME: (s, { state, outcome, turnType, text, at }) => {
    if (s.work.kind !== 'answering') return undefined;
    const shown = addTurn(dropLoadingTurn(s), turnType, text, at);
    return { ...shown, aiState: state, work: { kind: 'decided', outcome } };
  },
  REQUEST_FAILED: (s, { outdated }) => {
    if (!isWaiting(s.work)) return undefined;
    return { ...dropLoadingTurn(s), work: IDLE, aiState: outdated ? null : s.aiState };
  },
  IN_FLIGHT_RESET: (s) => (isWaiting(s.work) ? { ...dropLoadingTurn(s), work: IDLE } : undefined),
  RESTART_QUESTION: (s) => {
    if ((s.work.kind !== 'idle' && s.work.kind !== 'decided') || s.index >= s.questions.length) {
      return undefined;
    }
    return { ...s, aiState: null, work: IDLE };
  },

  SKIP: (s) => {
    if (s.work.kind !== 'idle' || !canSend(s.lifecycle) || s.index >= s.questions.length) return undefined;
    return { ...s, work: { kind: 'decided', outcome: 'skipped' } };
  },
  // docs/product/quiz-player.md, "Question flow": save the result; only a saved result moves the quiz on.
  SAVE_STARTED: (s) => {
    if (s.work.kind !== 'decided' || !s.questions[s.index]) return undefined;
    return { ...s, work: { kind: 'saving', outcome: s.work.outcome } };
  },
  SAVED: (s, { answer, at }) => {
    if (s.work.kind !== 'saving') return undefined;
    const { outcome } = s.work;
    const question = s.questions[s.index];
    const shown =
      outcome === 'skipped'
        ? addTurn(s, 'systemSkipped', skippedText(question?.questionText ?? null, answer), at)
        : s;
    return { ...setStatus(shown, outcome, answer), work: IDLE, aiState: null, index: s.index + 1 };
  },
  SAVE_FAILED: (s) =>
    s.work.kind === 'saving' ? { ...s, work: { kind: 'decided', outcome: s.work.outcome } } : undefined,

  // Finish Quiz (docs/product/quiz-player.md, "Dashboard"): complete the attempt, then show the results.
  COMPLETE_STARTED: (s) =>
    s.lifecycle === 'ended' && s.work.kind === 'idle' ? { ...s, work: { kind: 'completing' } } : undefined,
  COMPLETED: (s) =>
    s.work.kind === 'completing' ? { ...s, work: IDLE, dialog: { kind: 'results' } } : undefined,
  COMPLETE_FAILED: (s) => (s.work.kind === 'completing' ? { ...s, work: IDLE } : undefined),

  OPEN_DIALOG: (s, { dialog }) => ({ ...s, dialog }),
  CLOSE_DIALOG: (s) => (s.dialog ? { ...s, dialog: null } : undefined),
  FEEDBACK_KEPT: (s, { index, text }) => ({ ...s, pendingFeedback: { ...s.pendingFeedback, [index]: text } }),
};

/** The next state, or undefined when the state does not allow the event. */
export function step(state: PlayerState, event: PlayerEvent): PlayerState | undefined {
  const handler = TRANSITIONS[event.type] as Handler<PlayerEvent>;
  return handler(state, event);
}

/** Every transition of the player; refused events leave the state as it is. */
export function transition(state: PlayerState, event: PlayerEvent): PlayerState {
  return step(state, event) ?? state;
}
