import { useCallback, useEffect, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { usePracticeSession } from '../../../lib/practice-session';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { CANNOT_LEAVE_TEXT, decideLeave } from '../model/leave';
import { usePlayerStore } from '../stores/player-store';

/**
 * docs/product/quiz-player.md, "Leaving": 'Yes' on the Leave Quiz confirmation goes here unless a route was
 * asked for.
 */
const DEFAULT_LEAVE_PATH = '/Home';

/** Everything the player holds goes, so the page behind it shows again. */
function resetAll() {
  usePlayerStore.getState().dispatch({ type: 'RESET' });
  useQuizLaunch.getState().clear();
}

/**
 * Navigation while the player is on screen (docs/product/quiz-player.md, "Leaving"): sidebar links, the back
 * button and the player's own Leave button all pass through the same rule.
 */
export function useLeaveGuard() {
  const navigate = useNavigate();
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  const setActive = usePracticeSession((s) => s.setActive);

  useEffect(() => {
    setActive(true);
    return () => setActive(false);
  }, [setActive]);

  const request = useCallback((to: string | null, proceed: () => void, stay: () => void) => {
    const decision = decideLeave(usePlayerStore.getState().lifecycle);
    if (decision === 'leave') return proceed();
    stay();
    if (decision === 'refuse') notify({ message: CANNOT_LEAVE_TEXT, color: 'warning' });
    else setPendingPath(to ?? DEFAULT_LEAVE_PATH);
  }, []);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const to = blocker.location.pathname;
    request(
      to,
      () => {
        resetAll();
        blocker.proceed();
      },
      () => blocker.reset(),
    );
  }, [blocker, request]);

  /** The player's Leave button: back to where the quiz was started. */
  const leave = (to: string) =>
    request(
      to,
      () => {
        resetAll();
        void navigate(to);
      },
      () => undefined,
    );

  const confirm = {
    open: pendingPath !== null,
    onConfirm: () => {
      const to = pendingPath ?? DEFAULT_LEAVE_PATH;
      setPendingPath(null);
      resetAll();
      void navigate(to);
    },
    onCancel: () => setPendingPath(null),
  };

  return { leave, confirm };
}
