import { unauthorized } from '../../lib/http-errors';
import { idleEnded } from './auth.service';

/** How often a live session's activity is written: the idle limit is minutes, so a minute is exact enough. */
export const ACTIVITY_WRITE_MS = 60_000;

/**
 * docs/product/shell-and-accounts.md, "Idle sign-out": every signed-in request marks its session
 * active. This process refuses a session it saw go idle for longer than IDLE_TIME (and revokes
 * it); the time is written to the session's refresh token at most once a minute, so the refresh
 * route refuses an idle session whichever process it reaches.
 */
export function createSessionActivity(deps: {
  idleMs: number;
  touch: (sessionId: string, at: Date) => Promise<void>;
  revoke: (sessionId: string) => Promise<void>;
  onError: (err: Error) => void;
  now?: () => number;
  /** Sessions remembered at most (the oldest are forgotten first). */
  max?: number;
}) {
  const now = deps.now ?? Date.now;
  const max = deps.max ?? 50_000;
  const seen = new Map<string, { at: number; written: number }>();

  return {
    async mark(sessionId: string): Promise<void> {
      const t = now();
      const last = seen.get(sessionId);
      if (last && t - last.at > deps.idleMs) {
        seen.delete(sessionId);
        await deps.revoke(sessionId);
        throw unauthorized(idleEnded(deps.idleMs));
      }
      const write = !last || t - last.written >= ACTIVITY_WRITE_MS;
      seen.delete(sessionId);
      seen.set(sessionId, { at: t, written: write ? t : last.written });
      if (seen.size > max) seen.delete(seen.keys().next().value!);
      if (write) void deps.touch(sessionId, new Date(t)).catch(deps.onError);
    },
  };
}
export type SessionActivity = ReturnType<typeof createSessionActivity>;
