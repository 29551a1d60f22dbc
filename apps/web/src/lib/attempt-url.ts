import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { useQuizLaunch } from './quiz-launch';
import { idFromSearch, replaceSearchParam } from './search-id';

/**
 * docs/product/quiz-player.md, "Resuming": while a quiz runs its attempt is named in the URL
 * (`?attempt=<id>`), so a reload, or the link opened again, resumes it (decision 035).
 */
export const ATTEMPT_PARAM = 'attempt';

/** The attempt id of `?attempt=`, or null when it is absent or not a positive whole number. */
export function attemptFromSearch(params: URLSearchParams): number | null {
  return idFromSearch(params, ATTEMPT_PARAM);
}

/**
 * For the pages that host the player: an attempt named in the URL the page opened with is resumed, as a quiz
 * in progress is (the server refuses an attempt that is not the learner's).
 */
export function useResumeFromUrl(): void {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  useEffect(() => {
    const id = attemptFromSearch(params);
    const launch = useQuizLaunch.getState();
    if (id === null || launch.status !== 'idle') return;
    launch.resume(id, pathname === paths.course ? 'course' : 'featured');
    // Only the URL the page opened with: later changes to it are the player's own writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * For the player: keeps `?attempt=` naming the attempt it runs. A number sets it, null removes it, undefined
 * leaves the URL alone (while loading, or after a leave whose navigation drops it anyway).
 */
export function useAttemptInUrl(attemptId: number | null | undefined): void {
  const [params, setParams] = useSearchParams();
  const current = params.get(ATTEMPT_PARAM);
  useEffect(() => {
    if (attemptId === undefined) return;
    const wanted = attemptId === null ? null : String(attemptId);
    if (current === wanted) return;
    replaceSearchParam(setParams, ATTEMPT_PARAM, wanted);
  }, [attemptId, current, setParams]);
}
