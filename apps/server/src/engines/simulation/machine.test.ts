import { describe, expect, it } from 'vitest';
import { allowedTransitions, isEnded, transition, type SimAction, type SimState } from './machine';

const LIVE: SimState[] = [
  'ringing',
  'caller_turn',
  'awaiting_transmission',
  'transmitting',
  'judging',
  'paused',
];
const ACTIONS: SimAction[] = [
  'answer',
  'spoken',
  'finish',
  'transmit_start',
  'transmit_end',
  'cancel',
  'text',
  'accepted',
  'retry',
  'give_up',
  'pause',
  'resume',
  'hangup',
  'time_up',
  'disconnect',
  'session_ended',
  'fail',
  'detach',
];

/** The flow of a call, one row per transition (docs/product/simulations.md, "Engine states"). */
const FLOW: [SimState, SimAction, SimState][] = [
  ['ringing', 'answer', 'caller_turn'],
  ['caller_turn', 'spoken', 'awaiting_transmission'],
  ['caller_turn', 'finish', 'completed'],
  ['awaiting_transmission', 'transmit_start', 'transmitting'],
  ['awaiting_transmission', 'text', 'judging'],
  ['awaiting_transmission', 'pause', 'paused'],
  ['transmitting', 'transmit_end', 'judging'],
  ['transmitting', 'cancel', 'awaiting_transmission'],
  ['judging', 'accepted', 'caller_turn'],
  ['judging', 'retry', 'caller_turn'],
  ['judging', 'give_up', 'caller_turn'],
  ['paused', 'resume', 'awaiting_transmission'],
];
const ENDINGS: [SimAction, SimState][] = [
  ['hangup', 'completed'],
  ['time_up', 'completed'],
  ['disconnect', 'abandoned'],
  ['session_ended', 'abandoned'],
  ['fail', 'abandoned'],
  ['detach', 'detached'],
];

describe('simulation machine', () => {
  it.each(FLOW)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toBe(to);
  });

  for (const state of LIVE) {
    it.each(ENDINGS)(`${state} --%s--> %s`, (action, to) => {
      expect(transition(state, action)).toBe(to);
    });
  }

  it('allows nothing else: the table holds exactly the flow and the endings', () => {
    const expected = new Set([
      ...FLOW.map((t) => t.join(' ')),
      ...LIVE.flatMap((s) => ENDINGS.map(([a, to]) => `${s} ${a} ${to}`)),
    ]);
    expect(new Set(allowedTransitions().map((t) => t.join(' ')))).toEqual(expected);
    for (const state of LIVE)
      for (const action of ACTIONS) {
        const next = transition(state, action);
        if (next !== null) expect(expected.has(`${state} ${action} ${next}`)).toBe(true);
      }
  });

  it.each(['completed', 'abandoned', 'detached'] as SimState[])(
    '%s is final: no action leaves it',
    (state) => {
      expect(isEnded(state)).toBe(true);
      for (const action of ACTIONS) expect(transition(state, action)).toBeNull();
    },
  );

  it('refuses a transmission while the caller speaks, a pause mid-transmission, a second start', () => {
    expect(transition('caller_turn', 'text')).toBeNull();
    expect(transition('transmitting', 'pause')).toBeNull();
    expect(transition('transmitting', 'transmit_start')).toBeNull();
    expect(transition('paused', 'text')).toBeNull();
    expect(transition('judging', 'text')).toBeNull();
    expect(isEnded('paused')).toBe(false);
  });
});
