import { create } from 'zustand';

type AccountDialogState = {
  isOpen: boolean;
  isFactoryResetOpen: boolean;
  open: () => void;
  close: () => void;
  setFactoryResetOpen: (isOpen: boolean) => void;
};

/**
 * Account Settings (docs/product/shell-and-accounts.md, "Account settings") opens from the sidebar; the
 * Factory Reset dialog from inside it.
 */
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
