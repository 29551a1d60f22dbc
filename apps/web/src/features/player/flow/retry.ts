import { buildQuestionSet, DEFAULT_NUM_QUESTIONS, QUESTION_SET_ERROR } from '@wilco/shared';
import { notificationForError } from '../../../lib/api-errors';
import { notify } from '../../../lib/notifications';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { createQuizAttempt, fetchQuestionScores } from '../api/attempts';
import { usePlayerStore } from '../stores/player-store';

export type RetrySet = 'Worst' | 'Unanswered';

/**
 * From the results: a new attempt of the same quiz with the learner's worst or unanswered
 * questions (docs/product/quiz-player.md, "Question sets"), played at once in the same mode.
 */
export async function retryQuiz(set: RetrySet): Promise<void> {
  const s = usePlayerStore.getState();
  const { quiz_id, course_id, area_id } = s.ids;
  if (!quiz_id) return;
  // Worst: as many as this attempt got wrong, so a retry covers exactly what went badly.
  const missed = s.questions.filter((q) => q.status !== 'correct').length;
  try {
    const scores = await fetchQuestionScores(quiz_id);
    const built = buildQuestionSet(set, scores, missed || DEFAULT_NUM_QUESTIONS);
    if (!built.ok) {
      notify({ message: QUESTION_SET_ERROR, color: 'warning' });
      return;
    }
    const attempt = await createQuizAttempt({
      quiz_id,
      question_ids: built.questionIds,
      course_id,
      area_id,
      attempt_type: s.mode,
      question_set: set,
    });
    const launch = useQuizLaunch.getState();
    launch.launch({
      attempt,
      quiz_id,
      title: s.title,
      mode: s.mode,
      origin: launch.origin ?? 'featured',
      questionIds: built.questionIds,
    });
  } catch (error) {
    notify(notificationForError(error, { method: 'POST' }));
  }
}
