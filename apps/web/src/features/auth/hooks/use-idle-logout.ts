import { useEffect, useEffectEvent } from 'react';
import { startIdleMonitor } from '../../../lib/auth/idle-monitor';
import { useSignOut } from './use-sign-out';

export function idleNotice(idleMinutes: number): string {
  const span = idleMinutes === 1 ? '1 minute' : `${idleMinutes} minutes`;
  return `You were signed out after ${span} without activity. Sign in again to continue.`;
}

/**
 * docs/product/shell-and-accounts.md, "Idle sign-out": after IDLE_TIME minutes without activity in any tab,
 * sign out through the server.
 */
export function useIdleLogout(idleMinutes: number): void {
  const signOut = useSignOut();
  const onIdle = useEffectEvent(() => {
    void signOut({ notice: { message: idleNotice(idleMinutes), color: 'info', timeout: 10_000 } });
  });

  useEffect(() => {
    if (!(idleMinutes > 0)) return;
    return startIdleMonitor({ idleMs: idleMinutes * 60_000, onIdle });
  }, [idleMinutes]);
}
