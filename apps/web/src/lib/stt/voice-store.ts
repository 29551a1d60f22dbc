import type { SttProvider } from '@wilco/shared';
import { create } from 'zustand';
import { DEFAULT_PROVIDER_CHOICE, type ProviderChoice } from './provider-choice';
import { EMPTY_ASSEMBLY, type AssemblyState } from './transcript-assembly';

/**
 * Where the speech session is (docs/product/speech.md, "Voice state"; decision 035): one status instead of a
 * flag per question, so combinations such as "connecting and timed out" cannot be written.
 */
export type SpeechStatus =
  /** No session: the start, after a reset, or torn down while connecting. */
  | { kind: 'closed' }
  /** connect() opened the socket and asked for the microphone. */
  | { kind: 'connecting' }
  /** The socket is up. `recording`: a take is in progress; `listening`: the recogniser said it hears us. */
  | { kind: 'open'; recording: boolean; listening: boolean }
  /** The socket went away without an error; a take in progress stays until it is ended. */
  | { kind: 'dropped'; recording: boolean }
  /** The server ended the session (docs/product/speech.md, "The /stt socket"): connect() again. */
  | { kind: 'timed-out' }
  /** The recogniser or the socket could not start; a sentence a learner can act on. */
  | { kind: 'failed'; message: string };

/**
 * docs/product/speech.md, "Voice state". The speech socket and the voice session write the status and the
 * transcript; the player owns the playback fields (personaAudio, aiAudioVolume) and sets them directly.
 */
export type VoiceState = {
  status: SpeechStatus;
  /** Whether the persona's line is playing (the player sets it). */
  personaAudio: 'silent' | 'playing';
  aiAudioVolume: number;
  sttProvider: SttProvider | null;
  providerChoice: ProviderChoice;
  /** Set by a server `error` event after the reset, so the player can reset its own state. */
  error: string | null;
  transcript: AssemblyState;
};

export const CLOSED: SpeechStatus = { kind: 'closed' };

export const INITIAL_VOICE_STATE: VoiceState = {
  status: CLOSED,
  personaAudio: 'silent',
  aiAudioVolume: 1,
  sttProvider: null,
  providerChoice: DEFAULT_PROVIDER_CHOICE,
  error: null,
  transcript: EMPTY_ASSEMBLY,
};

/** The yes/no questions readers ask of the status. */
export type VoiceFlags = {
  /** A session exists (connecting, open, dropped or failed to start). */
  isInitialized: boolean;
  isConnecting: boolean;
  connected: boolean;
  isMicRecording: boolean;
  isListening: boolean;
  isSocketTimedOut: boolean;
  hasStartupError: boolean;
  startupErrorMessage: string | null;
};

export function voiceFlags(status: SpeechStatus): VoiceFlags {
  return {
    isInitialized: status.kind !== 'closed' && status.kind !== 'timed-out',
    isConnecting: status.kind === 'connecting',
    connected: status.kind === 'open',
    isMicRecording: (status.kind === 'open' || status.kind === 'dropped') && status.recording,
    isListening: status.kind === 'open' && status.listening,
    isSocketTimedOut: status.kind === 'timed-out',
    hasStartupError: status.kind === 'failed',
    startupErrorMessage: status.kind === 'failed' ? status.message : null,
  };
}

/** The take ends (or starts) where there is one to end: an open or dropped socket. */
export function withRecording(status: SpeechStatus, recording: boolean): SpeechStatus {
  if (status.kind === 'open' || status.kind === 'dropped') return { ...status, recording };
  return status;
}

export const useVoiceStore = create<VoiceState>()(() => INITIAL_VOICE_STATE);

/** The flags of the current status. */
export const voiceNow = (): VoiceFlags => voiceFlags(useVoiceStore.getState().status);

/** Applies a pure transcript transition to the store. */
export function updateTranscript(transition: (state: AssemblyState) => AssemblyState): void {
  useVoiceStore.setState((s) => ({ transcript: transition(s.transcript) }));
}

/**
 * Back to defaults for the speech fields. The providers already tried survive
 * (docs/product/speech.md, "Providers" tracks them across sessions) and so does the player's volume.
 */
export function resetVoiceState(): void {
  useVoiceStore.setState((s) => ({
    ...INITIAL_VOICE_STATE,
    providerChoice: s.providerChoice,
    aiAudioVolume: s.aiAudioVolume,
  }));
}
