import { conversationOver, statePoints, type ConversationState } from '@wilco/shared';
import type { TurnType } from './types';

/** System message texts, verbatim (docs/product/quiz-player.md, "Scoring"). */
export const CORRECT_TEXT = 'The answer you provided was correct!';
export const INCORRECT_TEXT = 'The answer you provided was incorrect.';
export const MAX_ANSWERS_TEXT =
  'You have reached the maximum number of answers. Please proceed to the next question.';
export const SKIPPED_TEXT = 'This question has been skipped.';

type Scored = Pick<
  ConversationState,
  'assessments' | 'points' | 'point_threshold' | 'terminate' | 'answers' | 'max_answers'
>;

export type Decision =
  { kind: 'continue' } | { kind: 'final'; status: 'correct' | 'incorrect'; turnType: TurnType; text: string };

/**
 * docs/product/quiz-player.md, "Scoring": a terminated conversation is final; so is one whose points already
 * reach the threshold; anything else continues with the persona's next line. The server marks `terminate`
 * only when the learner used every answer, so both terminate variants, correct and incorrect, carry the
 * maximum-answers sentence, and a right answer with answers to spare says only that it was correct.
 */
export function decideOutcome(state: Scored): Decision {
  if (!conversationOver(state)) return { kind: 'continue' };
  const isCorrect = statePoints(state) >= state.point_threshold;
  if (!state.terminate)
    return { kind: 'final', status: 'correct', turnType: 'systemCorrect', text: CORRECT_TEXT };
  if (isCorrect) {
    return {
      kind: 'final',
      status: 'correct',
      turnType: 'systemCorrectTerminate',
      text: `${CORRECT_TEXT} ${MAX_ANSWERS_TEXT}`,
    };
  }
  return {
    kind: 'final',
    status: 'incorrect',
    turnType: 'systemIncorrectTerminate',
    text: `${INCORRECT_TEXT} ${MAX_ANSWERS_TEXT}`,
  };
}

/**
 * docs/product/quiz-player.md, "Scoring": a skipped question shows its question and answer as two bullet
 * lines.
 */
export function skippedText(question: string | null, answer: string | null): string {
  if (!question || !answer) return SKIPPED_TEXT;
  return `• Question: ${question}\n• Answer: ${answer}`;
}
