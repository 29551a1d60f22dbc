import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../lib/notifications';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { attemptQueryOptions, quizQueryOptions } from '../api/attempts';
import { initialLifecycle, type Setup } from '../model/player-machine';
import { buildQuestions, planPreview, planResume } from '../model/plan';
import { usePlayerStore } from '../stores/player-store';

export const RESUME_ERROR = 'Error returning to In-Progress quiz';

/**
 * Builds the current quiz from the launch hand-off (docs/product/quiz-player.md, "Resuming"):
 * a started attempt opens not started; a resumed one is fetched and opens paused.
 */
export function usePlayerSetup(): Setup {
  const launch = useQuizLaunch();
  const queryClient = useQueryClient();
  const { status, attempt, quizAttemptId, quiz_id, title, mode, previewQuestion } = launch;

  useEffect(() => {
    let isCurrent = true;
    const { dispatch } = usePlayerStore.getState();
    dispatch({ type: 'LOAD_STARTED' });
    const build = async () => {
      if (status === 'preview') {
        if (!previewQuestion) throw new Error('nothing to preview');
        dispatch({ type: 'LOADED', quiz: planPreview(previewQuestion) });
        return;
      }
      const isResumed = status === 'resuming';
      const found = isResumed
        ? await queryClient.fetchQuery(attemptQueryOptions(quizAttemptId ?? 0))
        : attempt;
      if (!found || found.question_attempts.length === 0) throw new Error('empty attempt');
      // A completed attempt is not resumed (a reload after the results, an old link).
      if (isResumed && found.completed) throw new Error('attempt completed');
      const quizId = found.quiz_id ?? quiz_id;
      // The quiz only adds question text and answer (for skips); the player runs without it.
      const quiz = quizId ? await queryClient.fetchQuery(quizQueryOptions(quizId)).catch(() => null) : null;
      const questions = buildQuestions(found, quiz);
      const plan = isResumed ? planResume(questions) : { index: 0, sections: [] };
      if (!isCurrent) return;
      dispatch({
        type: 'LOADED',
        quiz: {
          quizAttemptId: found.quiz_attempt_id,
          title: isResumed ? found.name : (title ?? found.name),
          mode: isResumed ? (found.attempt_type === 'voice' ? 'voice' : 'chat') : (mode ?? 'chat'),
          questions,
          ...plan,
          lifecycle: initialLifecycle(isResumed),
          ids: { quiz_id: quizId, course_id: found.course_id, area_id: found.area_id },
        },
      });
    };
    build().catch(() => {
      if (!isCurrent) return;
      if (status === 'resuming') notify({ message: RESUME_ERROR, color: 'warning' });
      dispatch({ type: 'LOAD_FAILED' });
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, status, attempt, quizAttemptId, quiz_id, title, mode, previewQuestion]);

  return usePlayerStore((s) => s.setup);
}
