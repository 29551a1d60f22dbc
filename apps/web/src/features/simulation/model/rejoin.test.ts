import { describe, expect, it } from 'vitest';
import type { ChatSim, SimState } from './sim-state';
import { rejoinTarget } from './rejoin';

const sim = (over: Partial<ChatSim> = {}): ChatSim => ({
  item: null,
  scenario_name: 'Taxi',
  conversation_display_name: null,
  conversation_context: null,
  index: 0,
  sim_id: 7,
  status: 'active',
  lines: [],
  end: null,
  ...over,
});
const state = (sims: ChatSim[], source: SimState['source'] = { kind: 'queue' }) => ({ sims, source });

describe('rejoinTarget', () => {
  it('takes up a single live call after a dropped transport', () => {
    expect(rejoinTarget(state([sim()]), 'transport close')).toBe(7);
    expect(rejoinTarget(state([sim()], { kind: 'deep_link', deep_link: 'x' }), 'ping timeout')).toBe(7);
  });

  it('resets instead after a deliberate disconnect, for a group, a test-play or a call not live', () => {
    expect(rejoinTarget(state([sim()]), 'io client disconnect')).toBeNull();
    expect(rejoinTarget(state([sim()]), 'io server disconnect')).toBeNull();
    expect(rejoinTarget(state([sim(), sim({ sim_id: 8, index: 1 })]), 'transport close')).toBeNull();
    expect(
      rejoinTarget(state([sim()], { kind: 'script', script_id: 1, from_order: 1 }), 'transport close'),
    ).toBeNull();
    expect(rejoinTarget(state([sim({ status: 'ended' })]), 'transport close')).toBeNull();
    expect(rejoinTarget(state([sim({ sim_id: null, status: 'connecting' })]), 'transport close')).toBeNull();
  });
});
