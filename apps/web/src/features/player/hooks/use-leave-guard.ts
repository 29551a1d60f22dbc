import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { usePracticeSession } from '../../../lib/practice-session';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { discardQuizAttempt } from '../api/attempts';
import { keysChangedByAQuiz } from '../api/player-keys';
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
  const queryClient = useQueryClient();
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  // Set once the learner has said yes: the navigation that follows is theirs and must not be asked
  // about again (the store is already reset, so the rule would read "not started" and ask twice).
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && currentLocation.pathname !== nextLocation.pathname,
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
      const { quizAttemptId } = usePlayerStore.getState();
      setPendingPath(null);
      leaving.current = true;
      resetAll();
      void navigate(to);
      // The confirmation says leaving before the start loses the attempt: it goes, and the pages that
      // listed it in progress reload. If it cannot go (the server refuses one with anything done in
      // it), it stays in progress, which loses the learner nothing.
      if (quizAttemptId !== null) {
        discardQuizAttempt(quizAttemptId)
          .then(() => {
            for (const queryKey of keysChangedByAQuiz) void queryClient.invalidateQueries({ queryKey });
          })
          .catch(() => undefined);
      }
    },
    onCancel: () => setPendingPath(null),
  };

  return { leave, confirm };
}
