/**
 * docs/product/shell-and-accounts.md, "Idle sign-out": IDLE_TIME. What the idle worker's tick decides, kept
 * pure so it can be tested.
 */
export type IdleDecision = { kind: 'idle' } | { kind: 'active'; remainingMs: number };

export type IdleInput = {
  now: number;
  /** The last activity in any tab of this browser; null when none was recorded yet. */
  lastActivityAt: number | null;
  idleMs: number;
};

export function decideIdle({ now, lastActivityAt, idleMs }: IdleInput): IdleDecision {
  // Nothing recorded, or a clock that went backwards: count from now rather than sign out.
  if (lastActivityAt === null || lastActivityAt > now) return { kind: 'active', remainingMs: idleMs };
  const idleFor = now - lastActivityAt;
  return idleFor >= idleMs ? { kind: 'idle' } : { kind: 'active', remainingMs: idleMs - idleFor };
}
