import type { SttProvider } from '@wilco/shared';
import { create } from 'zustand';
import { DEFAULT_PROVIDER_CHOICE, type ProviderChoice } from './provider-choice';
import { EMPTY_ASSEMBLY, type AssemblyState } from './transcript-assembly';

/**
 * docs/product/speech.md, "Voice state". The speech socket and the voice session write
 * the connection, microphone and transcript fields; the player owns the playback fields
 * (isTearingDown, autoMute, manualMute, isAiPlaying, aiAudioVolume) and sets them directly.
 */
export type VoiceState = {
  isInitialized: boolean;
  connected: boolean;
  isConnecting: boolean;
  isSimulating: boolean;
  isTearingDown: boolean;
  autoMute: boolean;
  manualMute: boolean;
  isAiPlaying: boolean;
  isMicRecording: boolean;
  isMicStarted: boolean;
  isSocketTimedOut: boolean;
  hasStartupError: boolean;
  /** A sentence a learner can act on, shown with the startup-error flag. */
  startupErrorMessage: string | null;
  aiAudioVolume: number;
  /** The recogniser said it hears us (`listening`). */
  isListening: boolean;
  sttProvider: SttProvider | null;
  providerChoice: ProviderChoice;
  /** Set by a server `error` event after the reset, so the player can reset its own state. */
  error: string | null;
  transcript: AssemblyState;
};

export const INITIAL_VOICE_STATE: VoiceState = {
  isInitialized: false,
  connected: false,
  isConnecting: false,
  isSimulating: false,
  isTearingDown: false,
  autoMute: false,
  manualMute: false,
  isAiPlaying: false,
  isMicRecording: false,
  isMicStarted: false,
  isSocketTimedOut: false,
  hasStartupError: false,
  startupErrorMessage: null,
  aiAudioVolume: 1,
  isListening: false,
  sttProvider: null,
  providerChoice: DEFAULT_PROVIDER_CHOICE,
  error: null,
  transcript: EMPTY_ASSEMBLY,
};

export const useVoiceStore = create<VoiceState>()(() => INITIAL_VOICE_STATE);

/** Applies a pure transcript transition to the store. */
export function updateTranscript(transition: (state: AssemblyState) => AssemblyState): void {
  useVoiceStore.setState((s) => ({ transcript: transition(s.transcript) }));
}

/**
 * Back to defaults for the speech fields. The providers already tried survive
 * (docs/product/speech.md, "Providers" tracks them across sessions) and so do the player's volume and mute
 * choices.
 */
export function resetVoiceState(): void {
  useVoiceStore.setState((s) => ({
    ...INITIAL_VOICE_STATE,
    providerChoice: s.providerChoice,
    aiAudioVolume: s.aiAudioVolume,
    manualMute: s.manualMute,
  }));
}
