import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type OnboardingState = {
  /** The session whose consent was given for that session only (the server stored nothing). */
  consentSessionId: string | null;
  /** The session in which the welcome video already opened by itself. */
  welcomeAutoplaySessionId: string | null;
  isWelcomeOpen: boolean;
  acknowledgeForSession: (sessionId: string) => void;
  /**
   * Opens the video unless it already opened by itself in this session
   * (docs/product/shell-and-accounts.md, "Consent and welcome video").
   */
  autoplayWelcomeOnce: (sessionId: string) => void;
  openWelcome: () => void;
  closeWelcome: () => void;
};

/**
 * Kept per session id in localStorage, so other tabs of the same sign-in do not ask again,
 * and the next sign-in (a new session id) does.
 */
export const useOnboardingStore = create<OnboardingState>()(
  persist(
    (set, get) => ({
      consentSessionId: null,
      welcomeAutoplaySessionId: null,
      isWelcomeOpen: false,
      acknowledgeForSession: (sessionId) => set({ consentSessionId: sessionId }),
      autoplayWelcomeOnce: (sessionId) => {
        if (get().welcomeAutoplaySessionId === sessionId) return;
        set({ welcomeAutoplaySessionId: sessionId, isWelcomeOpen: true });
      },
      openWelcome: () => set({ isWelcomeOpen: true }),
      closeWelcome: () => set({ isWelcomeOpen: false }),
    }),
    {
      name: 'wilco.onboarding',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ consentSessionId, welcomeAutoplaySessionId }) => ({
        consentSessionId,
        welcomeAutoplaySessionId,
      }),
    },
  ),
);

export function openWelcomeVideo(): void {
  useOnboardingStore.getState().openWelcome();
}
