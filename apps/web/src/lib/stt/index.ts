export { useVoiceAnswer, type VoiceAnswer } from './use-voice-answer';
export {
  createVoiceSession,
  FINAL_TRANSCRIPT_TIMEOUT_MS,
  resetVoiceSession,
  voiceSession,
  type QuestionContext,
  type VoiceAnswerResult,
  type VoiceSession,
} from './voice-session';
export {
  INITIAL_VOICE_STATE,
  resetVoiceState,
  useVoiceStore,
  voiceFlags,
  voiceNow,
  type SpeechStatus,
  type VoiceState,
} from './voice-store';
export { BACKEND_ERROR_TEXT, CONNECT_ERROR_TEXT, STARTUP_ERROR_TEXT } from './stt-events';
export { liveTranscriptOf, type AssemblyState } from './transcript-assembly';
