import { create } from 'zustand';

type AccountDialogState = {
  isOpen: boolean;
  isFactoryResetOpen: boolean;
  open: () => void;
  close: () => void;
  setFactoryResetOpen: (isOpen: boolean) => void;
};

/** Account Settings (spec 01 §2.4 #3) opens from the sidebar; the reset dialog (#7) from inside it. */
export const useAccountDialog = create<AccountDialogState>()((set) => ({
  isOpen: false,
  isFactoryResetOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false, isFactoryResetOpen: false }),
  setFactoryResetOpen: (isFactoryResetOpen) => set({ isFactoryResetOpen }),
}));

export function openAccountSettings(): void {
  useAccountDialog.getState().open();
}
