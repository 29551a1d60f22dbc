import { useVoiceStore, type VoiceState } from './voice-store';

/** Resolves with the first non-undefined answer of `pick`, or `fallback` after `ms`. */
export function waitForVoiceState<T>(
  pick: (state: VoiceState) => T | undefined,
  ms: number,
  fallback: T,
): Promise<T> {
  return new Promise((resolve) => {
    const settle = (value: T) => {
      window.clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const timer = window.setTimeout(() => settle(fallback), ms);
    const unsubscribe = useVoiceStore.subscribe((state) => {
      const value = pick(state);
      if (value !== undefined) settle(value);
    });
    const now = pick(useVoiceStore.getState());
    if (now !== undefined) settle(now);
  });
}
