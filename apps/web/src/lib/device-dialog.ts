import { create } from 'zustand';

type DeviceDialogState = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
};

/**
 * Open state of the 'Testing devices' dialog (docs/product/shell-and-accounts.md, "Testing devices"), shared
 * by settings and the shell.
 */
export const useDeviceDialog = create<DeviceDialogState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));

/** For the settings dialog's 'Device Settings' button and anything else outside React. */
export function openDeviceDialog(): void {
  useDeviceDialog.getState().open();
}
