import { create } from 'zustand';

/** A part of Account Settings that a caller wants in focus when the dialog opens. */
export type AccountSection = 'exam-date';

type AccountDialogState = {
  isOpen: boolean;
  isFactoryResetOpen: boolean;
  /** docs/product/learning.md, "Dashboard": "Set exam date" opens the dialog at the date picker. */
  focus: AccountSection | null;
  open: (focus?: AccountSection) => void;
  close: () => void;
  setFactoryResetOpen: (isOpen: boolean) => void;
};

/**
 * Account Settings (docs/product/shell-and-accounts.md, "Account settings") opens from the sidebar and from
 * the Home cards; the Factory Reset dialog from inside it. Shared code, so any feature can open it.
 */
export const useAccountDialog = create<AccountDialogState>()((set) => ({
  isOpen: false,
  isFactoryResetOpen: false,
  focus: null,
  open: (focus) => set({ isOpen: true, focus: focus ?? null }),
  close: () => set({ isOpen: false, isFactoryResetOpen: false, focus: null }),
  setFactoryResetOpen: (isFactoryResetOpen) => set({ isFactoryResetOpen }),
}));

export function openAccountSettings(focus?: AccountSection): void {
  useAccountDialog.getState().open(focus);
}
