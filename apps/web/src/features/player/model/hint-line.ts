import type { Lifecycle } from './lifecycle';

export type HintInput = {
  lifecycle: Lifecycle;
  busy: 'question' | 'answer' | 'saving' | null;
};

/**
 * spec 02 §2 dashboard hint line, chat variant: the same priority order as the voice line
 * (later rules override earlier ones) without the microphone and connection rules.
 */
export function hintLine({ lifecycle, busy }: HintInput): string {
  let text = 'Type your answer and press Enter to send (Shift+Enter for a new line)';
  if (lifecycle === 'not-started') text = 'Press Start Quiz to begin';
  if (lifecycle === 'paused') text = 'Quiz is currently paused. Press Resume Quiz to continue';
  if (lifecycle === 'started' && busy === 'question') text = 'Obtaining next question information...';
  if (lifecycle === 'started' && busy === 'answer') text = 'Analyzing response...';
  if (lifecycle === 'ended') text = '';
  return text;
}
