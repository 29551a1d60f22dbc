import { STT_EVENTS, STT_SAMPLE_RATE, type SttStart } from '@wilco/shared';
import { recorder as pageRecorder, type Recorder } from '../audio/recorder';
import { refreshSession } from '../auth/session-refresh';
import { getTokens } from '../auth/token-store';
import { notify } from '../notifications';
import { onCancelSimulation, openRecorderTrouble } from '../recorder-trouble';
import { nextProvider } from './provider-choice';
import { bindSttEvents, STARTUP_ERROR_TEXT } from './stt-events';
import { createBrowserSttSocket, type SttSocket } from './stt-socket';
import { clearSegments, confidenceOf, EMPTY_ASSEMBLY, flushSegments } from './transcript-assembly';
import {
  resetVoiceState,
  updateTranscript,
  useVoiceStore,
  voiceFlags,
  voiceNow,
  withRecording,
  type VoiceState,
} from './voice-store';
import { waitForVoiceState } from './wait-for-voice-state';

/** What the learner's answer is about; `expected` biases the offline recogniser (SttStartSchema). */
export type QuestionContext = { question_id?: number; expected: string[] };
export type VoiceAnswerResult = { transcript: string; confidence?: number };

/** How long to wait for the final transcript after the learner stops. The offline recogniser
 * answers in milliseconds (docs/product/speech.md, "Measured on this machine"); a cloud one within a second
 * or two. */
export const FINAL_TRANSCRIPT_TIMEOUT_MS = 5_000;
/** How long connect() waits for stt_initialized before giving up. */
export const CONNECT_TIMEOUT_MS = 15_000;

export type VoiceSessionDeps = {
  createSocket: () => SttSocket;
  recorder: Pick<Recorder, 'initialize' | 'start' | 'stop' | 'pause' | 'flush' | 'sendSilence' | 'reset'>;
  showError: (message: string) => void;
  onTrouble: () => void;
  refreshToken: () => Promise<boolean>;
  finalTimeoutMs: number;
  connectTimeoutMs: number;
};

async function refreshIdToken(): Promise<boolean> {
  const stale = getTokens().idToken;
  if (!stale) return false;
  const fresh = await refreshSession(stale).catch(() => null);
  return fresh !== null && fresh !== stale;
}

const browserDeps: VoiceSessionDeps = {
  createSocket: createBrowserSttSocket,
  recorder: pageRecorder,
  showError: (message) => notify({ message, color: 'error' }),
  onTrouble: openRecorderTrouble,
  refreshToken: refreshIdToken,
  finalTimeoutMs: FINAL_TRANSCRIPT_TIMEOUT_MS,
  connectTimeoutMs: CONNECT_TIMEOUT_MS,
};

export type VoiceSession = ReturnType<typeof createVoiceSession>;

/**
 * One voice answer pipeline: recorder → /stt socket → assembled transcript
 * (docs/product/speech.md, "The /stt socket").
 */
export function createVoiceSession(deps: VoiceSessionDeps = browserDeps) {
  const store = useVoiceStore;
  let socket: SttSocket | null = null;
  /** Bumped by every connect(), so an older, superseded connect() cannot flag the newer session. */
  let attempt = 0;
  let start: SttStart = { expected: [], sample_rate: STT_SAMPLE_RATE, encoding: 'linear16' };

  const sink = {
    onChunk: (chunk: ArrayBuffer) => {
      // socket.io buffers emits while disconnected; stale audio must not reach a later session.
      if (socket?.connected && voiceNow().isMicRecording) socket.emit(STT_EVENTS.audio, chunk);
    },
    isWaitingForFinal: () => store.getState().transcript.waitForFinal,
  };

  const closeSocket = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    current.off();
    if (current.connected) current.emit(STT_EVENTS.stop);
    current.disconnect();
  };

  const setRecording = (recording: boolean) =>
    store.setState((s) => ({ status: withRecording(s.status, recording) }));

  const endTake = () => {
    setRecording(false);
    updateTranscript(clearSegments);
    void deps.recorder.stop().catch(() => {});
  };

  const reset = async (): Promise<void> => {
    closeSocket();
    resetVoiceState();
    await deps.recorder.reset();
  };

  const connectSocket = (): Promise<boolean> => {
    const current = deps.createSocket();
    socket = current;
    let hasRetried = false;
    bindSttEvents(current, {
      startPayload: () => start,
      pauseRecorder: () => void deps.recorder.pause().catch(() => {}),
      resetAll: () => void reset(),
      showError: deps.showError,
      retryWithFreshToken: async () => {
        if (hasRetried || socket !== current) return false;
        hasRetried = true;
        if (!(await deps.refreshToken()) || socket !== current) return false;
        current.connect();
        return true;
      },
    });
    current.connect();
    const ready = (s: VoiceState) => {
      const flags = voiceFlags(s.status);
      if (s.sttProvider !== null && flags.connected) return true;
      if (flags.hasStartupError || !flags.isInitialized) return false;
      return undefined;
    };
    return waitForVoiceState(ready, deps.connectTimeoutMs, false);
  };

  return {
    /**
     * Opens a recognition session for one question (closing the previous one, keeping the
     * microphone) and asks for the microphone. Resolves true when both are ready; false means
     * the state says why (startup error, or the trouble dialog for the microphone).
     */
    async connect(context: QuestionContext): Promise<boolean> {
      closeSocket();
      if (voiceNow().isMicRecording) endTake();
      attempt += 1;
      const mine = attempt;
      const choice = nextProvider(store.getState().providerChoice);
      start = {
        question_id: context.question_id,
        expected: context.expected,
        sample_rate: STT_SAMPLE_RATE,
        encoding: 'linear16',
        // One choice means "the tenant's default": the server's per-tenant selection decides.
        ...(choice.state.choices.length > 1 && choice.provider ? { provider: choice.provider } : {}),
      };
      resetVoiceState();
      store.setState({ status: { kind: 'connecting' }, providerChoice: choice.state });
      const microphone = deps.recorder.initialize(sink).then(
        () => true,
        () => false,
      );
      const [isSpeechReady, isMicrophoneReady] = await Promise.all([connectSocket(), microphone]);
      if (mine !== attempt) return false;
      const flags = voiceNow();
      if (!isSpeechReady && !flags.hasStartupError && flags.isInitialized) {
        store.setState({ status: { kind: 'failed', message: STARTUP_ERROR_TEXT } });
      }
      return isSpeechReady && isMicrophoneReady;
    },

    /** Starts a take (an answer); clears the previous take's text. False when not possible. */
    async startRecording(): Promise<boolean> {
      const state = voiceNow();
      if (!state.connected || !state.isInitialized) return false;
      if (state.isMicRecording) return true;
      store.setState((s) => ({ status: withRecording(s.status, true), transcript: EMPTY_ASSEMBLY }));
      try {
        await deps.recorder.start();
        return true;
      } catch (error) {
        console.error('Recording could not start', error);
        setRecording(false);
        deps.onTrouble();
        return false;
      }
    },

    /**
     * Ends the take: sends the held audio, then silence (docs/product/speech.md, "Recorder") and
     * stt_finalize, and resolves once the final flush arrives, or after the timeout with what was heard by
     * then.
     */
    async stopAndFinalize(): Promise<VoiceAnswerResult> {
      if (voiceNow().isMicRecording) {
        await deps.recorder.flush();
        updateTranscript((t) => ({ ...t, waitForFinal: true }));
        deps.recorder.sendSilence();
        if (socket?.connected) socket.emit(STT_EVENTS.finalize);
        const settled = (s: VoiceState) => {
          const flags = voiceFlags(s.status);
          return !s.transcript.waitForFinal || !flags.connected || !flags.isMicRecording ? true : undefined;
        };
        await waitForVoiceState(settled, deps.finalTimeoutMs, false);
      }
      const { interim } = store.getState().transcript;
      // Timed out or cut off: keep the final segments already heard rather than lose them.
      if (store.getState().transcript.waitForFinal) updateTranscript(flushSegments);
      const { transcript } = store.getState();
      // Nothing final at all: the last interim text is closer to the answer than nothing.
      const text = transcript.latest || interim;
      const confidence = confidenceOf(transcript);
      if (voiceNow().isMicRecording) endTake();
      return confidence === undefined ? { transcript: text } : { transcript: text, confidence };
    },

    /** Closes the socket, releases the microphone and clears the speech state. */
    reset,
  };
}

/** The page's voice session; the quiz player and the trouble dialog share it. */
export const voiceSession = createVoiceSession();

/** For 'Cancel Simulation' and sign-out. */
export function resetVoiceSession(): Promise<void> {
  return voiceSession.reset();
}

// 'Cancel Simulation' (docs/product/speech.md, "Recorder") resets the recorder and the speech state.
// Registering here,
// rather than importing the session into the dialog, keeps socket.io out of the app's first
// bundle: only pages that load voice answers pay for them.
onCancelSimulation(() => void voiceSession.reset());
