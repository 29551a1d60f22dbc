import { pgEnum } from 'drizzle-orm/pg-core';

// docs/product/quiz-player.md, "Attempts": question attempt status values.
export const attemptStatusEnum = pgEnum('attempt_status', [
  'not_attempted',
  'attempting',
  'incomplete',
  'paused',
  'correct',
  'incorrect',
  'skipped',
]);
// docs/product/quiz-player.md, "Attempts": voice or chat on the client; the server side also uses text.
export const attemptTypeEnum = pgEnum('attempt_type', ['voice', 'chat', 'text']);
// docs/product/administration.md, "Featured-quizzes filter": the featured-quizzes admin filters on these.
export const publishStateEnum = pgEnum('publish_state', ['draft', 'published', 'scheduled', 'expired']);
export const courseKindEnum = pgEnum('course_kind', ['course', 'featured']);
export const scoringTypeEnum = pgEnum('scoring_type', ['points']);
export const turnRoleEnum = pgEnum('turn_role', ['persona', 'user', 'system']);
export const scriptStatusEnum = pgEnum('script_status', ['draft', 'review', 'published', 'archived']);
export const queueDisplayEnum = pgEnum('queue_display', ['SCENARIO_ID', 'SCENARIO_TITLE']);
export const simulationTypeEnum = pgEnum('simulation_type', ['voice', 'chat']);
export const simulationStatusEnum = pgEnum('simulation_status', [
  'connecting',
  'active',
  'completed',
  'abandoned',
]);
