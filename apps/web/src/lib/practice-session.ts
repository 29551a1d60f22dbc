import { create } from 'zustand';

type PracticeSessionState = {
  /** A quiz player or a simulation dashboard is on screen (docs/product/shell-and-accounts.md, "Shell"). */
  isActive: boolean;
  setActive: (isActive: boolean) => void;
};

/**
 * What the shell needs to know about the live engines without importing them: while one runs the
 * sidebar stays mini and the trial bar is hidden (docs/product/shell-and-accounts.md, "Shell").
 */
export const usePracticeSession = create<PracticeSessionState>()((set) => ({
  isActive: false,
  setActive: (isActive) => set({ isActive }),
}));
