/**
 * One simulation's states and transitions in one place (docs/product/simulations.md,
 * "Engine states").
 *
 *   ringing ──answer──▶ caller_turn ──spoken──▶ awaiting_transmission ──transmit_start──▶ transmitting
 *                          ▲   │                    │  ▲   │                                │
 *                          │   └─finish─▶ completed  │  │   └──text──▶ judging ◀──transmit_end─┘
 *                          │                        pause resume          │
 *                          │                         ▼  │                │
 *                          │                        paused               │
 *                          └──accepted / retry / give_up─────────────────┘
 *   transmitting ──cancel──▶ awaiting_transmission (nothing heard, or the recogniser failed)
 *   any live state ──hangup / time_up──▶ completed; ──disconnect / session_ended / fail──▶ abandoned;
 *                  ──detach──▶ detached (the connection dropped; the call waits in the database for a rejoin)
 */
export type SimState =
  | 'ringing'
  | 'caller_turn'
  | 'awaiting_transmission'
  | 'transmitting'
  | 'judging'
  | 'paused'
  | 'completed'
  | 'abandoned'
  | 'detached';

export type SimAction =
  | 'answer'
  | 'spoken'
  | 'finish'
  | 'transmit_start'
  | 'transmit_end'
  | 'cancel'
  | 'text'
  | 'accepted'
  | 'retry'
  | 'give_up'
  | 'pause'
  | 'resume'
  | 'hangup'
  | 'time_up'
  | 'disconnect'
  | 'session_ended'
  | 'fail'
  | 'detach';

/** Ending actions allowed from every live state. */
const ENDINGS: Partial<Record<SimAction, SimState>> = {
  hangup: 'completed',
  time_up: 'completed',
  disconnect: 'abandoned',
  session_ended: 'abandoned',
  fail: 'abandoned',
  detach: 'detached',
};

const TRANSITIONS: Record<SimState, Partial<Record<SimAction, SimState>>> = {
  ringing: { answer: 'caller_turn', ...ENDINGS },
  caller_turn: { spoken: 'awaiting_transmission', finish: 'completed', ...ENDINGS },
  awaiting_transmission: {
    transmit_start: 'transmitting',
    text: 'judging',
    pause: 'paused',
    ...ENDINGS,
  },
  transmitting: { transmit_end: 'judging', cancel: 'awaiting_transmission', ...ENDINGS },
  judging: { accepted: 'caller_turn', retry: 'caller_turn', give_up: 'caller_turn', ...ENDINGS },
  paused: { resume: 'awaiting_transmission', ...ENDINGS },
  completed: {},
  abandoned: {},
  detached: {},
};

/** The next state, or null when the action is not allowed in this state. */
export function transition(state: SimState, action: SimAction): SimState | null {
  return TRANSITIONS[state][action] ?? null;
}

/** Over for this engine: ended, or handed to the database for another connection to take up. */
export const isEnded = (state: SimState) =>
  state === 'completed' || state === 'abandoned' || state === 'detached';

/** Every (state, action) pair the table allows, for tests and docs. */
export function allowedTransitions(): [SimState, SimAction, SimState][] {
  return Object.entries(TRANSITIONS).flatMap(([from, actions]) =>
    Object.entries(actions).map(
      ([action, to]) => [from as SimState, action as SimAction, to] as [SimState, SimAction, SimState],
    ),
  );
}
