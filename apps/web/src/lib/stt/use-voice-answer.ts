import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useRecorderStore } from '../audio/recorder-store';
import { liveTranscriptOf } from './transcript-assembly';
import {
  voiceSession,
  type QuestionContext,
  type VoiceAnswerResult,
  type VoiceSession,
} from './voice-session';
import { useVoiceStore, voiceFlags } from './voice-store';

/**
 * Voice answers for the quiz player (issue 7). One session per page, shared by every caller.
 *
 *   const voice = useVoiceAnswer();
 *   await voice.connect({ question_id, expected: [answer, ...subanswers] }); // per question
 *   await voice.startRecording();                 // mic button / spacebar (a user gesture)
 *   const { transcript, confidence } = await voice.stopAndFinalize();
 *   voice.reset();                                // leaving voice mode
 *
 * - connect() resolves true when the recogniser (stt_initialized) and the microphone are ready.
 *   Calling it again for the next question replaces the socket and keeps the microphone open.
 *   A microphone failure opens the recorder trouble dialog; a recogniser failure sets
 *   startupError + startupErrorMessage. It never rejects.
 * - startRecording() resolves false when not connected or the recorder fails (dialog opened).
 * - stopAndFinalize() sends stt_finalize; meanwhile the recorder sends silence (waitingFinal).
 *   It resolves after the final flush, or after FINAL_TRANSCRIPT_TIMEOUT_MS with what was heard.
 * - `error` is set (and an orange notification shown) when the server sends `error`: the
 *   speech state has been reset; reset the player's own state too. `timedOut`: the server ended
 *   the session (mic stopped); connect() again to continue.
 * - The microphone is released when the last component using this hook unmounts.
 * Lower-level state: useVoiceStore (docs/product/speech.md, "Voice state": one status union and the player's playback fields),
 * useRecorderStore.
 */
export type VoiceAnswer = {
  connected: boolean;
  isConnecting: boolean;
  isRecording: boolean;
  /** Flushed text of the take, then pending final segments, then interim text. */
  liveTranscript: string;
  waitingFinal: boolean;
  startupError: boolean;
  startupErrorMessage: string | null;
  timedOut: boolean;
  error: string | null;
  /** The recorder's last failure (e.g. 'NotAllowedError: Permission denied'). */
  microphoneError: string | null;
  connect: (questionContext: QuestionContext) => Promise<boolean>;
  startRecording: () => Promise<boolean>;
  stopAndFinalize: () => Promise<VoiceAnswerResult>;
  reset: () => Promise<void>;
};

let users = 0;

export function useVoiceAnswer(session: VoiceSession = voiceSession): VoiceAnswer {
  const state = useVoiceStore(
    useShallow((s) => {
      const flags = voiceFlags(s.status);
      return {
        connected: flags.connected,
        isConnecting: flags.isConnecting,
        isRecording: flags.isMicRecording,
        liveTranscript: liveTranscriptOf(s.transcript),
        waitingFinal: s.transcript.waitForFinal,
        startupError: flags.hasStartupError,
        startupErrorMessage: flags.startupErrorMessage,
        timedOut: flags.isSocketTimedOut,
        error: s.error,
      };
    }),
  );
  const microphoneError = useRecorderStore((s) => s.audioError);

  useEffect(() => {
    users += 1;
    return () => {
      users -= 1;
      // Deferred: a remount in the same tick (StrictMode, a moved component) keeps the session.
      window.setTimeout(() => {
        if (users === 0) void session.reset();
      }, 0);
    };
  }, [session]);

  return {
    ...state,
    microphoneError,
    connect: session.connect,
    startRecording: session.startRecording,
    stopAndFinalize: session.stopAndFinalize,
    reset: session.reset,
  };
}
