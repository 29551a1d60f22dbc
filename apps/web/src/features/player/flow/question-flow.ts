import { ApiError } from '../../../lib/api-client';
import { notificationForError } from '../../../lib/api-errors';
import { notify } from '../../../lib/notifications';
import { completeQuizAttempt, saveQuestionAttempt } from '../api/attempts';
import { fetchFollowUp, fetchInitialState, type Asker, type ResponseMeta } from '../api/conversation';
import { postEventLog, type PlayerEvent } from '../api/event-log';
import { canSend } from '../model/lifecycle';
import { isFinal } from '../model/plan';
import { decideOutcome, skippedText } from '../model/scoring';
import { usePlayerStore } from '../stores/player-store';

/** Orange notifications, verbatim (docs/product/quiz-player.md, "Error messages"). */
export const QUESTION_ERROR = 'Error obtaining question';
export const FOLLOW_UP_ERROR = 'Error obtaining follow up to answer provided';
export const SAVE_ERROR = 'Error submitting question attempt. Please notify an administrator';

const FEEDBACK_THANKS = 'Thank you for your feedback.';

const store = () => usePlayerStore.getState();
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
  const s = store();
  const question = s.questions[index];
  if (!question) {
    s.set({ index, aiState: null, dialog: 'finish' });
    s.dispatch('end');
    return;
  }
  s.openSection(index);
  s.addTurn('persona', '', true);
  s.set({ busy: 'question', decided: null, askedAt: Date.now() });
  logEvent('nextQuestion');
  try {
    // docs/product/quiz-player.md, "Question flow": persona audio is generated in voice mode only.
    const state = await fetchInitialState(asker, question, s.mode === 'voice');
    store().fillLastTurn(state.question, state.audio_location);
    store().set({ aiState: state, busy: null });
  } catch {
    store().dropLoadingTurn();
    store().set({ busy: null });
    warn(QUESTION_ERROR);
  }
}

/**
 * After the question was edited (docs/product/quiz-player.md, "Editing a question": a save ends the session
 * and resets its state): the conversation about the current question starts again, asking the edited
 * question.
 */
export async function restartQuestion(asker: Asker): Promise<void> {
  const s = store();
  if (s.busy || s.index >= s.questions.length) return;
  s.set({ aiState: null, decided: null });
  if (canSend(s.lifecycle)) await askQuestion(asker, s.index);
}

/** Resume Quiz, Start Quiz and Retry: fetch the current question unless it is under way. */
export async function continueQuiz(asker: Asker): Promise<void> {
  const s = store();
  if (s.busy || !canSend(s.lifecycle)) return;
  if (s.decided) return saveAndAdvance(asker, s.decided);
  if (!s.aiState) return askQuestion(asker, s.index);
}

export async function sendAnswer(
  asker: Asker,
  text: string,
  meta: ResponseMeta = { source: 'text' },
): Promise<boolean> {
  const s = store();
  const response = text.trim();
  if (!response || s.busy || s.decided || !s.aiState || !canSend(s.lifecycle)) return false;
  const previous = s.aiState;
  s.addTurn('user', response);
  s.addTurn('persona', '', true);
  s.set({ busy: 'answer', askedAt: Date.now() });
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
      store().fillLastTurn(next.question, next.audio_location);
      store().set({ aiState: next, busy: null });
      return true;
    }
    // docs/product/quiz-player.md, "Question flow": the loading persona turn goes and the outcome is shown.
    store().dropLoadingTurn();
    store().addTurn(decision.turnType, decision.text);
    store().set({ aiState: next, busy: null, decided: decision.status });
    await saveAndAdvance(asker, decision.status);
  } catch (error) {
    store().dropLoadingTurn();
    store().set({ busy: null });
    if (isOutdatedState(error)) {
      // docs/product/grading.md: an expired or superseded state is refused; the question starts
      // again (the answers already used stay counted).
      warn(error.message);
      store().set({ aiState: null });
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
  const s = store();
  if (s.busy || s.decided || !canSend(s.lifecycle) || s.index >= s.questions.length) return;
  s.set({ decided: 'skipped' });
  await saveAndAdvance(asker, 'skipped');
}

function saveErrorMessage(error: unknown): string {
  // A 404 on save means another session completed the attempt (lib/api-errors maps its text).
  if (error instanceof ApiError && error.status === 404)
    return notificationForError(error, { method: 'PUT' }).message;
  return SAVE_ERROR;
}

/** docs/product/quiz-player.md, "Question flow": save the result; only a saved result moves the quiz on. */
async function saveAndAdvance(asker: Asker, status: 'correct' | 'incorrect' | 'skipped'): Promise<void> {
  const s = store();
  const question = s.questions[s.index];
  if (!question) return;
  s.set({ busy: 'saving' });
  let answer = question.questionAnswer;
  try {
    // A preview has no attempt to save to (docs/product/quiz-player.md, "Preview mode").
    if (s.quizAttemptId !== null) {
      const attempt = await saveQuestionAttempt(s.quizAttemptId, {
        question_attempt_id: question.question_attempt_id,
        attempt_status: status,
        feedback: s.pendingFeedback[s.index] ?? null,
      });
      // docs/product/grading.md: the answer is handed out once the question is final.
      answer =
        attempt.question_attempts.find((q) => q.question_attempt_id === question.question_attempt_id)
          ?.answer ?? answer;
    }
  } catch (error) {
    store().set({ busy: null });
    warn(saveErrorMessage(error));
    return;
  }
  const saved = store();
  if (status === 'skipped') saved.addTurn('systemSkipped', skippedText(question.questionText, answer));
  saved.setStatus(saved.index, status, answer);
  saved.set({ busy: null, decided: null, aiState: null, index: saved.index + 1 });
  // A paused quiz waits: Resume Quiz fetches the next question.
  if (canSend(saved.lifecycle)) await askQuestion(asker, saved.index + 1);
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
    s.set({ pendingFeedback: { ...s.pendingFeedback, [index]: feedback } });
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
  const s = store();
  s.set({ busy: 'saving' });
  try {
    if (s.quizAttemptId !== null) await completeQuizAttempt(s.quizAttemptId);
    store().set({ busy: null, dialog: 'results' });
  } catch (error) {
    store().set({ busy: null });
    notify(notificationForError(error, { method: 'POST' }));
  }
}
