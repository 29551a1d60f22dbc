import { create } from 'zustand';

/**
 * What a learner page shows (docs/product/learning.md, "Page states"): the learner's own data ('live', the
 * default), the sample data of the active state, or the empty state (zeros, no lists).
 */
export type PageDisplay = 'live' | 'active' | 'empty';
export type DisplayPage = 'home' | 'course' | 'quiz';

type SettingsDialogState = {
  isOpen: boolean;
  isBackendTesterOpen: boolean;
  pageDisplay: Record<DisplayPage, PageDisplay>;
  open: () => void;
  close: () => void;
  openBackendTester: () => void;
  closeBackendTester: () => void;
  setPageDisplay: (page: DisplayPage, display: PageDisplay) => void;
};

const LIVE: Record<DisplayPage, PageDisplay> = { home: 'live', course: 'live', quiz: 'live' };

export const useSettingsDialog = create<SettingsDialogState>()((set) => ({
  isOpen: false,
  isBackendTesterOpen: false,
  pageDisplay: LIVE,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
  openBackendTester: () => set({ isBackendTesterOpen: true }),
  closeBackendTester: () => set({ isBackendTesterOpen: false }),
  setPageDisplay: (page, display) => set((s) => ({ pageDisplay: { ...s.pageDisplay, [page]: display } })),
}));

/** For the sidebar's settings action and anything else outside React. */
export function openSettingsDialog(): void {
  useSettingsDialog.getState().open();
}

export function usePageDisplay(page: DisplayPage): PageDisplay {
  return useSettingsDialog((s) => s.pageDisplay[page]);
}

/** Back to live data everywhere, e.g. after a factory reset or on sign-out. */
export function resetPageDisplay(): void {
  useSettingsDialog.setState({ pageDisplay: LIVE });
}
