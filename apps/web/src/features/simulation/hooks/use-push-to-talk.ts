import { useCallback, useEffect } from 'react';
import { useSimulationStore } from '../stores/simulation-store';
import type { SimulationController } from './simulation-controller';

/** A key press meant for a field, a button or a dialog is not a push-to-talk press. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(
    target.closest('input, textarea, select, button, [role="dialog"], [contenteditable="true"]'),
  );
}

/** The microphone button and the spacebar start and end a transmission (as in the quiz player). */
export function usePushToTalk(controller: SimulationController, isEnabled: boolean) {
  const isTransmitting = useSimulationStore((s) => s.isTransmitting);
  const toggle = useCallback(() => {
    if (useSimulationStore.getState().isTransmitting) void controller.transmitEnd();
    else void controller.transmitStart();
  }, [controller]);

  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || isTypingTarget(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled, toggle]);

  return { isTransmitting, toggle };
}
