import type { AttemptStatus, ConversationState } from '@wilco/shared';
import { create } from 'zustand';
import type { QuizMode } from '../../../lib/quiz-launch';
import { transition, type Lifecycle, type LifecycleEvent } from '../model/lifecycle';
import type { PlayerQuestion, Section, Turn, TurnType } from '../model/types';

export type Busy = 'question' | 'answer' | 'saving' | null;

type PlayerData = {
  lifecycle: Lifecycle;
  quizAttemptId: number | null;
  title: string;
  mode: QuizMode;
  questions: PlayerQuestion[];
  /**
   * The current question (docs/product/quiz-player.md, "Question flow"); equal to questions.length once they
   * run out.
   */
  index: number;
  sections: Section[];
  /** The conversation state of the current question, passed back on each follow-up. */
  aiState: ConversationState | null;
  busy: Busy;
  /** An outcome reached but not saved yet (a failed save is retried from here). */
  decided: 'correct' | 'incorrect' | 'skipped' | null;
  dialog: PlayerDialog;
  /** The question (index) the feedback dialog is about. */
  feedbackIndex: number | null;
  /**
   * Feedback given before a question's result was saved; it goes with the save
   * (docs/product/quiz-player.md, "Attempts").
   */
  pendingFeedback: Record<number, string>;
  /** Where the attempt belongs, for the event log (docs/product/quiz-player.md, "Event log"). */
  ids: { quiz_id: number | null; course_id: number | null; area_id: number | null };
  /** When the current persona line was asked for, to log how long the persona took. */
  askedAt: number | null;
};

/** The player's dialogs (docs/product/quiz-player.md, "Dashboard"); one at a time. */
export type PlayerDialog = 'finish' | 'results' | 'pause' | 'help' | 'skip' | 'feedback' | null;

type PlayerActions = {
  load: (
    data: Pick<
      PlayerData,
      'quizAttemptId' | 'title' | 'mode' | 'questions' | 'index' | 'sections' | 'lifecycle' | 'ids'
    >,
  ) => void;
  dispatch: (event: LifecycleEvent) => void;
  set: (patch: Partial<PlayerData>) => void;
  openSection: (index: number) => void;
  addTurn: (type: TurnType, text: string, loading?: boolean) => void;
  /** Fills the newest turn of the current section (the loading persona turn). */
  fillLastTurn: (text: string, audioUrl?: string | null) => void;
  dropLoadingTurn: () => void;
  /** A final status, with the answer the server handed out with it (null when it did not). */
  setStatus: (index: number, status: AttemptStatus, answer?: string | null) => void;
  reset: () => void;
  /**
   * docs/product/quiz-player.md, "Speech errors": after the speech socket's error event, nothing
   * the player was waiting for is still coming: the loading turn and the busy flag go, the
   * question stays open so the learner can answer again.
   */
  resetInFlight: () => void;
};

export type PlayerStore = PlayerData & PlayerActions;

const initial: PlayerData = {
  lifecycle: 'not-started',
  quizAttemptId: null,
  title: '',
  mode: 'chat',
  questions: [],
  index: 0,
  sections: [],
  aiState: null,
  busy: null,
  decided: null,
  dialog: null,
  feedbackIndex: null,
  pendingFeedback: {},
  ids: { quiz_id: null, course_id: null, area_id: null },
  askedAt: null,
};

let nextTurnId = 1;

function updateCurrent(state: PlayerData, update: (turns: Turn[]) => Turn[]): Pick<PlayerData, 'sections'> {
  return {
    sections: state.sections.map((s) =>
      s.questionIndex === state.index && s.display ? { ...s, turns: update(s.turns) } : s,
    ),
  };
}

export const usePlayerStore = create<PlayerStore>()((set) => ({
  ...initial,
  load: (data) => set({ ...initial, ...data }),
  dispatch: (event) => set((s) => ({ lifecycle: transition(s.lifecycle, event) })),
  set: (patch) => set(patch),
  openSection: (index) =>
    set((s) => {
      const question = s.questions[index];
      if (!question) return {};
      const section = { questionID: question.question_id, questionIndex: index, display: true, turns: [] };
      return {
        index,
        aiState: null,
        sections: [...s.sections.filter((x) => x.questionIndex !== index), section],
      };
    }),
  addTurn: (type, text, loading = false) =>
    set((s) =>
      updateCurrent(s, (turns) => [
        ...turns,
        { id: nextTurnId++, type, text, audioUrl: null, loading, timestamp: Date.now() },
      ]),
    ),
  fillLastTurn: (text, audioUrl = null) =>
    set((s) =>
      updateCurrent(s, (turns) =>
        turns.map((t, i) => (i === turns.length - 1 ? { ...t, text, audioUrl, loading: false } : t)),
      ),
    ),
  dropLoadingTurn: () => set((s) => updateCurrent(s, (turns) => turns.filter((t) => !t.loading))),
  setStatus: (index, status, answer) =>
    set((s) => ({
      questions: s.questions.map((q, i) =>
        i === index ? { ...q, status, questionAnswer: answer ?? q.questionAnswer } : q,
      ),
    })),
  reset: () => set(initial),
  resetInFlight: () =>
    set((s) => ({ busy: null, ...updateCurrent(s, (turns) => turns.filter((t) => !t.loading)) })),
}));
