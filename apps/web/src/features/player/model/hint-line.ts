import type { Lifecycle } from './player-machine';

export type HintInput = {
  lifecycle: Lifecycle;
  busy: 'question' | 'answer' | 'saving' | null;
  mode: 'voice' | 'chat';
  /** Voice only: the speech socket is being set up. */
  isConnecting?: boolean;
  /** Voice only: what the recogniser has heard of the current take. */
  liveTranscript?: string;
  /** Voice only: the take ended and its final transcript is awaited. */
  isWaitingFinal?: boolean;
  /** The current question's conversation has terminated (its outcome is shown, not yet moved on). */
  isTerminated?: boolean;
};

/** Hint texts the microphone button's spinner is also named by (docs/product/quiz-player.md, "Hint line"). */
export const HINT_CONNECTING = 'Connecting to server...';
export const HINT_ANALYZING = 'Analyzing response...';

/**
 * Dashboard hint line (docs/product/quiz-player.md, "Hint line"): rules in priority order, later ones
 * overriding earlier ones. The chat variant has no microphone or connection rules.
 */
export function hintLine(input: HintInput): string {
  const { lifecycle, busy, mode } = input;
  const isVoice = mode === 'voice';
  let text = isVoice
    ? 'Press the microphone button (or press the spacebar) to begin recording'
    : 'Type your answer and press Enter to send (Shift+Enter for a new line)';
  if (isVoice && input.isConnecting) text = HINT_CONNECTING;
  if (lifecycle === 'not-started') text = 'Press Start Quiz to begin';
  if (lifecycle === 'paused') text = 'Quiz is currently paused. Press Resume Quiz to continue';
  if (lifecycle === 'started' && busy === 'question') text = 'Obtaining next question information...';
  if (isVoice && lifecycle === 'started' && input.liveTranscript) text = input.liveTranscript;
  if (lifecycle === 'started' && (busy === 'answer' || (isVoice && input.isWaitingFinal))) {
    text = HINT_ANALYZING;
  }
  if (lifecycle === 'ended' || input.isTerminated) text = '';
  return text;
}
