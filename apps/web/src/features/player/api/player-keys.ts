/**
 * Query keys of the player's data (decision 035): one factory, so a read and its invalidation cannot drift
 * apart.
 */
export const playerKeys = {
  all: ['player'] as const,
  /** `GET /api/attempt/quiz_attempt/{id}`. */
  attempt: (quizAttemptId: number) => ['player', 'attempt', quizAttemptId] as const,
  /** `GET /api/quiz/{id}`: the question texts. */
  quiz: (quizId: number) => ['player', 'quiz', quizId] as const,
  /** `GET /api/question/{id}`: the question being edited, with its rubric. */
  question: (questionId: number) => ['player', 'question', questionId] as const,
};

/**
 * What a quiz changes for the pages behind the player: scores, cards and attempts, and the review schedule
 * that graded answers move (docs/product/spaced-review.md). They reload once the player closes.
 */
export const keysChangedByAQuiz = [['pages'], ['attempts'], ['review'], playerKeys.all] as const;
