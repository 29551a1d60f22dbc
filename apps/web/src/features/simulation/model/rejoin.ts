import type { SimState } from './sim-state';

/** Disconnects the client asked for, or the server made (a revoked session): nothing to rejoin. */
const DELIBERATE = new Set(['io client disconnect', 'io server disconnect']);

/**
 * docs/product/simulations.md, "Reconnecting": the call a dropped connection takes up again on a
 * new one (which may reach another server process), or null when the simulation resets instead:
 * a deliberate disconnect, a multi-chat group, an author's test-play, or no live call.
 */
export function rejoinTarget(state: Pick<SimState, 'sims' | 'source'>, reason: string): number | null {
  if (DELIBERATE.has(reason) || state.source.kind === 'script' || state.sims.length !== 1) return null;
  const [sim] = state.sims;
  return sim && sim.sim_id !== null && sim.status === 'active' ? sim.sim_id : null;
}
