/**
 * The /stt session's states and transitions in one place (docs/architecture.md, "Conventions": explicit
 * machines).
 *
 *   idle ──start──▶ starting ──started──▶ listening ──finalize──▶ finalizing
 *    ▲  ◀──failed──────┘                   │  ▲ ◀────finalized──────┘
 *    └──────────────stop (from any live state)┘ └──start (next question: restart)
 *   any ──close/timeout──▶ closed
 */
export type SttState = 'idle' | 'starting' | 'listening' | 'finalizing' | 'closed';
export type SttAction = 'start' | 'started' | 'failed' | 'finalize' | 'finalized' | 'stop' | 'close';

const TRANSITIONS: Record<SttState, Partial<Record<SttAction, SttState>>> = {
  idle: { start: 'starting', stop: 'idle', close: 'closed' },
  starting: { started: 'listening', failed: 'idle', stop: 'idle', close: 'closed' },
  listening: { start: 'starting', finalize: 'finalizing', stop: 'idle', close: 'closed' },
  finalizing: { finalized: 'listening', stop: 'idle', close: 'closed' },
  closed: {},
};

/** The next state, or null when the action is not allowed in this state. */
export function transition(state: SttState, action: SttAction): SttState | null {
  return TRANSITIONS[state][action] ?? null;
}

/** Audio is taken (written or held for the next utterance) only while a session is open. */
export const acceptsAudio = (state: SttState) =>
  state === 'starting' || state === 'listening' || state === 'finalizing';
