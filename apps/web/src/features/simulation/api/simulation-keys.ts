/**
 * Query keys of the simulation views' data (decision 035): one factory, so a read and its invalidation
 * cannot drift apart. The review schedule's scenarios (`['review', …]`) belong to the review pages.
 */
export const simulationKeys = {
  all: ['simulation'] as const,
  /** Every learner's queue (for an invalidation that does not know the learner). */
  queues: ['simulation', 'queue'] as const,
  queue: (uid: number) => ['simulation', 'queue', uid] as const,
  list: ['simulation', 'list'] as const,
  debrief: (simId: number) => ['simulation', 'debrief', simId] as const,
  scenario: (scriptId: number) => ['simulation', 'scenario', scriptId] as const,
  recordingAcknowledged: ['simulation', 'recording-acknowledged'] as const,
};
