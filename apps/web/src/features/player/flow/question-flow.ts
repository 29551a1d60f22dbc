import { ApiError } from '../../../lib/api-client';
import { notificationForError } from '../../../lib/api-errors';
import { notify } from '../../../lib/notifications';
import { completeQuizAttempt, saveQuestionAttempt } from '../api/attempts';
import { fetchFollowUp, fetchInitialState, type Asker, type ResponseMeta } from '../api/conversation';
import { postEventLog, type PlayerEvent } from '../api/event-log';
import { canSend, decidedOf, type PlayerEvent as MachineEvent } from '../model/player-machine';
import { isFinal } from '../model/plan';
import { decideOutcome } from '../model/scoring';
import { usePlayerStore } from '../stores/player-store';

/** Orange notifications, verbatim (docs/product/quiz-player.md, "Error messages"). */
export const QUESTION_ERROR = 'Error obtaining question';
export const FOLLOW_UP_ERROR = 'Error obtaining follow up to answer provided';
export const SAVE_ERROR = 'Error submitting question attempt. Please notify an administrator';

const FEEDBACK_THANKS = 'Thank you for your feedback.';

const store = () => usePlayerStore.getState();
const dispatch = (event: MachineEvent) => store().dispatch(event);
const warn = (message: string) => notify({ message, color: 'warning' });

/**
 * Event log (docs/product/quiz-player.md, "Event log"): where the learner is in the quiz, plus what the event
 * adds.
 */
function logEvent(event: PlayerEvent, extra: Parameters<typeof postEventLog>[1] = {}) {
  const s = store();
  postEventLog(event, {
    ...s.ids,
    quiz_attempt_id: s.quizAttemptId,
    question_id: s.questions[s.index]?.question_id ?? null,
    quiz_format: s.mode,
    ...extra,
  });
}

/**
 * docs/product/quiz-player.md, "Question flow": past the last question the finish dialog opens and nothing is
 * fetched.
 */
export async function askQuestion(asker: Asker, index: number): Promise<void> {
  if (!dispatch({ type: 'ASK', index, at: Date.now() }) || store().work.kind !== 'asking') return;
  const s = store();
  const question = s.questions[index];
  if (!question) return;
  logEvent('nextQuestion');
  try {
    // docs/product/quiz-player.md, "Question flow": persona audio is generated in voice mode only.
    const state = await fetchInitialState(asker, question, s.mode === 'voice');
    dispatch({ type: 'QUESTION_ARRIVED', state, at: Date.now() });
  } catch {
    dispatch({ type: 'REQUEST_FAILED', outdated: false });
    warn(QUESTION_ERROR);
  }
}

/**
 * After the question was edited (docs/product/quiz-player.md, "Editing a question": a save ends the session
 * and resets its state): the conversation about the current question starts again, asking the edited
 * question.
 */
export async function restartQuestion(asker: Asker): Promise<void> {
  if (!dispatch({ type: 'RESTART_QUESTION' })) return;
  const s = store();
  if (canSend(s.lifecycle)) await askQuestion(asker, s.index);
}

/** Resume Quiz, Start Quiz and Retry: fetch the current question unless it is under way. */
export async function continueQuiz(asker: Asker): Promise<void> {
  const s = store();
  if (!canSend(s.lifecycle)) return;
  if (s.work.kind === 'decided') return saveAndAdvance(asker);
  if (s.work.kind === 'idle' && !s.aiState) return askQuestion(asker, s.index);
}

export async function sendAnswer(
  asker: Asker,
  text: string,
  meta: ResponseMeta = { source: 'text' },
): Promise<boolean> {
  const previous = store().aiState;
  const response = text.trim();
  if (!previous || !dispatch({ type: 'ANSWER_SENT', response, at: Date.now() })) return false;
  try {
    const next = await fetchFollowUp(asker, response, previous, meta);
    const decision = decideOutcome(next);
    logEvent(meta.source === 'voice' ? 'sendVoiceAnswer' : 'sendTextAnswer', {
      user_response: response,
      user_number_of_turns: next.answers,
      persona_response_ms: Date.now() - (store().askedAt ?? Date.now()),
      question_outcome: decision.kind === 'final' ? decision.status : 'incomplete',
    });
    if (decision.kind === 'continue') {
      dispatch({ type: 'FOLLOW_UP', state: next });
      return true;
    }
    const { status: outcome, turnType, text: shown } = decision;
    if (dispatch({ type: 'OUTCOME', state: next, outcome, turnType, text: shown, at: Date.now() })) {
      await saveAndAdvance(asker);
    }
  } catch (error) {
    dispatch({ type: 'REQUEST_FAILED', outdated: isOutdatedState(error) });
    if (isOutdatedState(error)) {
      // docs/product/grading.md: an expired or superseded state is refused; the question starts
      // again (the answers already used stay counted).
      warn(error.message);
      await askQuestion(asker, store().index);
      return true;
    }
    warn(FOLLOW_UP_ERROR);
  }
  return true;
}

function isOutdatedState(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.detail === 'expired_state' || error.detail === 'stale_state')
  );
}

export async function skipQuestion(asker: Asker): Promise<void> {
  if (dispatch({ type: 'SKIP' })) await saveAndAdvance(asker);
}

function saveErrorMessage(error: unknown): string {
  // A 404 on save means another session completed the attempt (lib/api-errors maps its text).
  if (error instanceof ApiError && error.status === 404)
    return notificationForError(error, { method: 'PUT' }).message;
  return SAVE_ERROR;
}

/**
 * docs/product/quiz-player.md, "Question flow": save the decided result; only a saved result moves the quiz
 * on.
 */
async function saveAndAdvance(asker: Asker): Promise<void> {
  if (!dispatch({ type: 'SAVE_STARTED' })) return;
  const s = store();
  const question = s.questions[s.index];
  const outcome = decidedOf(s);
  if (!question || !outcome) return;
  let answer = question.questionAnswer;
  try {
    // A preview has no attempt to save to (docs/product/quiz-player.md, "Preview mode").
    if (s.quizAttemptId !== null) {
      const attempt = await saveQuestionAttempt(s.quizAttemptId, {
        question_attempt_id: question.question_attempt_id,
        attempt_status: outcome,
        feedback: s.pendingFeedback[s.index] ?? null,
      });
      // docs/product/grading.md: the answer is handed out once the question is final.
      answer =
        attempt.question_attempts.find((q) => q.question_attempt_id === question.question_attempt_id)
          ?.answer ?? answer;
    }
  } catch (error) {
    dispatch({ type: 'SAVE_FAILED' });
    warn(saveErrorMessage(error));
    return;
  }
  if (!dispatch({ type: 'SAVED', answer, at: Date.now() })) return;
  const saved = store();
  // A paused quiz waits: Resume Quiz fetches the next question.
  if (canSend(saved.lifecycle)) await askQuestion(asker, saved.index);
}

/**
 * Feedback on a question (docs/product/quiz-player.md, "Attempts": it travels with the attempt update). A
 * question already saved gets its result saved again with the feedback (the save is idempotent); one still
 * open keeps it for its save.
 */
export async function sendFeedback(index: number, text: string): Promise<boolean> {
  const s = store();
  const question = s.questions[index];
  const feedback = text.trim();
  if (!question || !feedback) return false;
  if (s.quizAttemptId === null) {
    warn('Feedback is not kept for a preview.');
    return false;
  }
  if (!isFinal(question.status)) {
    dispatch({ type: 'FEEDBACK_KEPT', index, text: feedback });
    notify({ message: FEEDBACK_THANKS, color: 'success' });
    return true;
  }
  try {
    await saveQuestionAttempt(s.quizAttemptId ?? 0, {
      question_attempt_id: question.question_attempt_id,
      attempt_status: question.status,
      feedback,
    });
    notify({ message: FEEDBACK_THANKS, color: 'success' });
    return true;
  } catch (error) {
    notify(notificationForError(error, { method: 'PUT' }));
    return false;
  }
}

/** Finish Quiz: complete the attempt, then show the results. */
export async function finishQuiz(): Promise<void> {
  if (!dispatch({ type: 'COMPLETE_STARTED' })) return;
  const { quizAttemptId } = store();
  try {
    if (quizAttemptId !== null) await completeQuizAttempt(quizAttemptId);
    dispatch({ type: 'COMPLETED' });
  } catch (error) {
    dispatch({ type: 'COMPLETE_FAILED' });
    notify(notificationForError(error, { method: 'POST' }));
  }
}
