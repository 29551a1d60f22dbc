import type { ScriptStatus } from './script.schemas';
import type { VersionBump } from './authoring.schemas';

/**
 * The moves between statuses (docs/product/scenario-builder.md, "Lifecycle and versions"). Publishing is
 * its own action (it freezes a version), so `published` is reached only through it.
 */
const MOVES: Record<ScriptStatus, readonly ScriptStatus[]> = {
  draft: ['review', 'archived'],
  review: ['draft', 'published', 'archived'],
  published: ['archived'],
  archived: ['draft'],
};

export function canMove(from: ScriptStatus, to: ScriptStatus): boolean {
  return MOVES[from].includes(to);
}

/** Why a move is refused, or null when it is allowed. */
export function moveRefusal(from: ScriptStatus, to: ScriptStatus): string | null {
  if (from === to) return `The scenario is already ${to}`;
  if (canMove(from, to)) return null;
  const allowed = MOVES[from].join(' or ');
  return `A ${from} scenario can move to ${allowed}, not to ${to}`;
}

/** A scenario may be published from review, or again (a new version) once published. */
export const canPublish = (status: ScriptStatus) => status === 'review' || status === 'published';

/** The next semantic version: a major bump resets minor and patch, a minor bump resets patch. */
export function bumpVersion(version: string, bump: VersionBump): string {
  const parts = version.split('.').map((n) => Number.parseInt(n, 10));
  const [major = 1, minor = 0, patch = 0] = parts.map((n) => (Number.isFinite(n) ? n : 0));
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** Orders semantic versions, oldest first. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/**
 * The version the next publish writes: the first publish keeps the draft's own version (1.0.0 by
 * default); each later one bumps the last published version.
 */
export function nextVersion(current: string, lastPublished: string | null, bump: VersionBump): string {
  return lastPublished === null ? current : bumpVersion(lastPublished, bump);
}
