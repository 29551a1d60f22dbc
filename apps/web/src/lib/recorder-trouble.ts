import { create } from 'zustand';

type RecorderTroubleState = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
};

/**
 * Open state of the recorder trouble dialog (docs/product/shell-and-accounts.md, "Recorder trouble"). It
 * lives in lib because the recorder, the voice session and the device tester all open it; the dialog
 * itself is rendered once by features/devices.
 */
export const useRecorderTrouble = create<RecorderTroubleState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));

/** For the recorder and anything else outside React. */
export function openRecorderTrouble(): void {
  useRecorderTrouble.getState().open();
}

type CancelHandler = () => void;
const cancelHandlers = new Set<CancelHandler>();

/**
 * 'Cancel Simulation' resets the recorder and the simulation state. The engines that own such
 * state (quiz player, simulations) register their reset here; returns the unregister function.
 */
export function onCancelSimulation(handler: CancelHandler): () => void {
  cancelHandlers.add(handler);
  return () => {
    cancelHandlers.delete(handler);
  };
}

/** Runs every registered reset; one failing reset must not keep the others from running. */
export function runCancelSimulationHandlers(): void {
  for (const handler of cancelHandlers) {
    try {
      handler();
    } catch (error) {
      console.error('A simulation reset failed', error);
    }
  }
}
