import type { QuizCard } from '@wilco/shared';
import { create } from 'zustand';

/** The side card shows one of three views of the selected quiz (docs/product/learning.md, "Side cards"). */
export type QuizPanelView = 'details' | 'preview' | 'attempts';

type QuizPanelState = {
  quiz: QuizCard | null;
  view: QuizPanelView | null;
  isTakeOpen: boolean;
  /** Sample data of the active page state: nothing to fetch or start on the server. */
  isSample: boolean;
  open: (quiz: QuizCard, view: QuizPanelView, isSample: boolean) => void;
  show: (view: QuizPanelView) => void;
  openTake: () => void;
  closeTake: () => void;
  close: () => void;
};

export const useQuizPanel = create<QuizPanelState>()((set) => ({
  quiz: null,
  view: null,
  isTakeOpen: false,
  isSample: false,
  open: (quiz, view, isSample) => set({ quiz, view, isSample, isTakeOpen: false }),
  show: (view) => set({ view }),
  openTake: () => set({ isTakeOpen: true }),
  closeTake: () => set({ isTakeOpen: false }),
  close: () => set({ quiz: null, view: null, isTakeOpen: false, isSample: false }),
}));
