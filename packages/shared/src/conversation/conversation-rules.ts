import type { ConversationState } from './conversation.schemas';

type Scored = Pick<ConversationState, 'assessments' | 'points' | 'point_threshold' | 'terminate'>;

/** docs/product/quiz-player.md, "Scoring": the points of every assessment labelled true, summed. */
export function statePoints({ assessments, points }: Pick<Scored, 'assessments' | 'points'>): number {
  return assessments.reduce((sum, a, i) => (a.label ? sum + (points[i] ?? 0) : sum), 0);
}

/**
 * docs/product/conversation.md, "Conversation state": a conversation is over when it terminated (the
 * learner used every answer) or when its points already reach the threshold (a right answer with
 * answers to spare, which the server does not mark `terminate`). The player and the server read it
 * the same way: the player shows the outcome, the server takes no further answer.
 */
export function conversationOver(state: Scored): boolean {
  return state.terminate || statePoints(state) >= state.point_threshold;
}
