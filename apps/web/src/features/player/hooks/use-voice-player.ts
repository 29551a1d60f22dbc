import { useCallback, useEffect, useRef } from 'react';
import { notify } from '../../../lib/notifications';
import { BACKEND_ERROR_TEXT, useVoiceAnswer, useVoiceStore, voiceNow } from '../../../lib/stt';
import { postTranscription } from '../api/transcription';
import type { Asker } from '../api/conversation';
import { sendAnswer } from '../flow/question-flow';
import { canSend } from '../model/player-machine';
import { usePlayerStore } from '../stores/player-store';

export const NOTHING_HEARD_TEXT = 'Nothing was heard. Press the microphone button and answer again.';

/** A key press meant for a field, a button or a dialog is not a push-to-talk press. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(
    target.closest('input, textarea, select, button, [role="dialog"], [contenteditable="true"]'),
  );
}

/**
 * Voice answers in the player (docs/product/quiz-player.md, "Question flow"): one speech session per
 * question, the microphone button and the spacebar as push-to-talk, the final transcript sent as the answer
 * with its confidence, and the transcription logged.
 */
export function useVoicePlayer(asker: Asker | null) {
  const voice = useVoiceAnswer();
  const mode = usePlayerStore((s) => s.mode);
  const lifecycle = usePlayerStore((s) => s.lifecycle);
  const questionId = usePlayerStore((s) => s.aiState?.question_id ?? null);
  const index = usePlayerStore((s) => s.index);
  const isVoice = mode === 'voice';
  const isRunning = canSend(lifecycle);
  const speechError = useVoiceStore((s) => s.error);
  // The socket can be ready before the microphone is: a press waits for the whole set-up.
  const connecting = useRef<Promise<boolean> | null>(null);

  // docs/product/quiz-player.md, "Question flow": each question gets a fresh speech session; a pause ends the
  // current one.
  useEffect(() => {
    if (!isVoice) return;
    if (!isRunning) {
      void voice.reset();
      return;
    }
    if (questionId === null) return;
    const answer = usePlayerStore.getState().questions[index]?.questionAnswer;
    connecting.current = voice.connect({ question_id: questionId, expected: answer ? [answer] : [] });
    // voice.* are stable module functions; reconnecting only follows the question and the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isVoice, isRunning, questionId, index]);

  // docs/product/quiz-player.md, "Speech errors": the socket's error event resets the player's
  // in-flight state as well as the speech state (the session resets itself and notifies).
  useEffect(() => {
    if (isVoice && speechError === BACKEND_ERROR_TEXT)
      usePlayerStore.getState().dispatch({ type: 'IN_FLIGHT_RESET' });
  }, [isVoice, speechError]);

  const toggleMic = useCallback(async () => {
    const s = usePlayerStore.getState();
    if (!asker || !canSend(s.lifecycle) || s.work.kind !== 'idle' || !s.aiState) return;
    if (!voiceNow().isMicRecording) {
      const isReady = (await connecting.current) ?? false;
      // After a timeout or a failed set-up the session is gone: open a new one first.
      if (!isReady || !voiceNow().connected) {
        const answer = s.questions[s.index]?.questionAnswer;
        connecting.current = voice.connect({
          question_id: s.aiState.question_id,
          expected: answer ? [answer] : [],
        });
        if (!(await connecting.current)) return;
      }
      await voice.startRecording();
      return;
    }
    const heard = await voice.stopAndFinalize();
    const text = heard.transcript.trim();
    if (!text) {
      notify({ message: NOTHING_HEARD_TEXT, color: 'warning' });
      return;
    }
    const question = s.questions[s.index];
    const provider = useVoiceStore.getState().sttProvider;
    if (question?.question_attempt_id && provider) {
      postTranscription({
        original_transcription: heard.transcript,
        modified_transcription: text,
        stt_provider: provider,
        question_attempt_id: question.question_attempt_id,
      });
    }
    await sendAnswer(asker, text, {
      source: 'voice',
      ...(heard.confidence === undefined ? {} : { confidence: heard.confidence }),
    });
  }, [asker, voice]);

  // Spacebar push-to-talk (docs/product/quiz-player.md, "Dashboard"), unless the learner is typing or in a
  // dialog.
  useEffect(() => {
    if (!isVoice) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || isTypingTarget(event.target)) return;
      event.preventDefault();
      void toggleMic();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isVoice, toggleMic]);

  // A server error already reset the speech state (lib/stt); the quiz pauses so nothing is lost.
  useEffect(() => {
    if (voice.error) usePlayerStore.getState().dispatch({ type: 'PAUSE', by: 'speech-error' });
  }, [voice.error]);

  return { ...voice, isVoice, toggleMic };
}
