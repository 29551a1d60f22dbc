import type { JudgeTurn } from './types';

/**
 * docs/product/simulation-judge.md (scoring): response type 'Normal' (and any type an author
 * invents) is scored and judged strictly; 'Acknowledge', 'Free' and 'Greeting' response types,
 * and turns flagged 'Greeting', are judged leniently (anything intelligible is accepted) and
 * never scored.
 */
const UNSCORED_TYPES = new Set(['acknowledge', 'free', 'greeting']);

export function isLenient(turn: Pick<JudgeTurn, 'flag' | 'response_type'>): boolean {
  return (
    turn.flag.trim().toLowerCase() === 'greeting' ||
    UNSCORED_TYPES.has(turn.response_type.trim().toLowerCase())
  );
}
