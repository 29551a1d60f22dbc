/** docs/product/quiz-player.md, "Quiz states": the quiz states. */
export type Lifecycle = 'not-started' | 'started' | 'paused' | 'ended';
export type LifecycleEvent = 'start' | 'pause' | 'resume' | 'end';

// Quiz lifecycle, in one place (docs/product/quiz-player.md, "Quiz states"): any pair not listed leaves the
// state unchanged.
const TRANSITIONS: Record<Lifecycle, Partial<Record<LifecycleEvent, Lifecycle>>> = {
  'not-started': { start: 'started' },
  started: { pause: 'paused', end: 'ended' },
  paused: { resume: 'started', end: 'ended' },
  ended: {},
};

export function transition(state: Lifecycle, event: LifecycleEvent): Lifecycle {
  return TRANSITIONS[state][event] ?? state;
}

export function canTransition(state: Lifecycle, event: LifecycleEvent): boolean {
  return TRANSITIONS[state][event] !== undefined;
}

/** Answers and skips are taken only while the quiz runs (a paused quiz stops sending). */
export function canSend(state: Lifecycle): boolean {
  return state === 'started';
}

/**
 * docs/product/quiz-player.md, "Quiz states": a resumed quiz is set to started and paused, so it opens as
 * paused and the learner continues with Resume Quiz.
 */
export function initialLifecycle(isResumed: boolean): Lifecycle {
  return isResumed ? 'paused' : 'not-started';
}
