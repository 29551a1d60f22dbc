import type { QuizAttempt } from '@wilco/shared';
import { create } from 'zustand';
import { paths } from '../config/paths';

export type QuizMode = 'voice' | 'chat';
/** docs/product/quiz-player.md, "Resuming": where the learner returns after the quiz, /Course or /Quizzes. */
export type QuizOrigin = 'course' | 'featured';

export type QuizLaunchData = {
  attempt: QuizAttempt;
  /** null for a review across courses (docs/product/spaced-review.md). */
  quiz_id: number | null;
  title: string;
  mode: QuizMode;
  origin: QuizOrigin;
  /** The attempt's questions in the order they will be asked. */
  questionIds: number[];
};

/**
 * The question an admin or author previews as a one-question quiz
 * (docs/product/quiz-player.md, "Preview mode").
 */
export type PreviewQuestion = { question_id: number; question: string; answer: string };

/**
 * What a preview was asked for; only a single question can be previewed
 * (docs/product/quiz-player.md, "Preview mode").
 */
export type PreviewTarget =
  { kind: 'question'; question: PreviewQuestion } | { kind: 'course' | 'area' | 'quiz'; id: number };

type QuizLaunchState = {
  /**
   * 'started': a new attempt was created; 'resuming': an in-progress attempt is to be reopened;
   * 'preview': one question played without an attempt.
   */
  status: 'idle' | 'started' | 'resuming' | 'preview';
  previewQuestion: PreviewQuestion | null;
  attempt: QuizAttempt | null;
  /** The attempt to reopen when resuming (the player fetches it, docs/product/quiz-player.md, "Resuming"). */
  quizAttemptId: number | null;
  quiz_id: number | null;
  title: string | null;
  mode: QuizMode | null;
  origin: QuizOrigin | null;
  questionIds: number[];
  launch: (data: QuizLaunchData) => void;
  resume: (quizAttemptId: number, origin: QuizOrigin) => void;
  /** false when the target cannot be previewed (course, area and quiz previews are unsupported). */
  preview: (target: PreviewTarget, origin: QuizOrigin) => boolean;
  clear: () => void;
};

const idle = {
  status: 'idle',
  attempt: null,
  quizAttemptId: null,
  quiz_id: null,
  title: null,
  mode: null,
  origin: null,
  questionIds: [],
  previewQuestion: null,
} as const;

/**
 * The hand-off between the pages that start a quiz (Home, Courses, Featured Quizzes) and the
 * quiz player that runs it. The pages write; the player reads and clears.
 */
export const useQuizLaunch = create<QuizLaunchState>()((set) => ({
  ...idle,
  questionIds: [],
  launch: (data) => set({ ...data, status: 'started', quizAttemptId: data.attempt.quiz_attempt_id }),
  resume: (quizAttemptId, origin) =>
    set({ ...idle, questionIds: [], status: 'resuming', quizAttemptId, origin }),
  preview: (target, origin) => {
    if (target.kind !== 'question') return false;
    set({ ...idle, questionIds: [], status: 'preview', previewQuestion: target.question, origin });
    return true;
  },
  clear: () => set({ ...idle, questionIds: [] }),
}));

/** The page a learner goes back to after a quiz of this origin (docs/product/quiz-player.md, "Resuming"). */
export function returnPathFor(origin: QuizOrigin | null): string {
  return origin === 'course' ? paths.course : paths.quizzes;
}
