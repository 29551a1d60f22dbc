import type { LtiSession } from '@wilco/shared';

const KEY = 'wilco.lti-launch';
export type LtiLaunch = Pick<LtiSession, 'launch_id' | 'target' | 'deep_linking' | 'roster'>;

/**
 * The launch this frame came from (docs/product/integrations.md, "In a frame"): kept for the tab
 * only, so a reload inside the frame opens the same resource, and a later launch replaces it.
 */
/** Also held here: with storage blocked in the frame, the page still knows its launch. */
let current: LtiLaunch | null = null;

export function saveLtiLaunch(session: LtiSession): void {
  const launch: LtiLaunch = (current = {
    launch_id: session.launch_id,
    target: session.target,
    deep_linking: session.deep_linking,
    roster: session.roster,
  });
  try {
    sessionStorage.setItem(KEY, JSON.stringify(launch));
  } catch {
    // Storage blocked: this page keeps the launch; a reload opens the launcher instead.
  }
}

export function readLtiLaunch(): LtiLaunch | null {
  if (current) return current;
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as LtiLaunch) : null;
  } catch {
    return null;
  }
}
